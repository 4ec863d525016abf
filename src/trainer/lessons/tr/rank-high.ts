// Turkish text of the standard high ranking lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Dokuz çeşit el',
      paragraphs: [
        'Poker eli her zaman beş karttır. En zayıftan en güçlüye el çeşitleri şunlardır: yüksek kart, per, döper, üçlü, kent, floş, ful, kare ve sıralı floş. Üst çeşitten her el, alt çeşitten her eli yener.',
        'As en büyük karttır, ama yalnızca tek bir elde küçük de oynayabilir: en küçük kent olan A-2-3-4-5’te. Beşten fazla kartınız olduğunda (hold’em, stud) yalnızca en iyi beşi sayılır.',
      ],
      captions: ['Her çeşitten bir el, motorun sıralamasıyla'],
    },
    {
      heading: 'Eşitliği bozmak',
      paragraphs: [
        'Aynı çeşitten iki el önce o çeşidi oluşturan kartlarla karşılaştırılır (fulde önce üçlü, sonra per; döperde önce büyük per), sonra geriye kalan kartlarla, yani yan kartlarla, büyükten küçüğe doğru. Renk eşitliği asla bozmaz: değer değer aynı olan eller potu bölüşür.',
      ],
      captions: ['Fuller: üçlüler aynı, peri belirler', 'Floşlar: en büyük karttan aşağı doğru karşılaştırın', 'Aynı per: yan kartlar belirler', 'Aynı üçlü ve aynı büyük yan kart: son yan kart belirler'],
    },
  ],
  practice: [
    { question: 'Hangisi daha güçlüdür: floş mu, kent mi?', answer: 'Floş.' },
    { question: 'Ana’da 5-4-3-2-A, Ben’de 6-5-4-3-2 var. Kim kazanır?', answer: 'Ben: as ile başlayan kent en küçük kenttir, altılıya kadar giden kent onu yener.' },
    { question: 'İki oyuncuda farklı renklerden aynı kent var. Kim kazanır?', answer: 'Kimse: renk eşitliği bozmaz, potu bölüşürler.' },
  ],
};
