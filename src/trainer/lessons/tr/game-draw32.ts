// Turkish text of the 32-card draw lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: '32 kartla draw poker',
      paragraphs: [
        'En fazla beş oyuncu kör bahisleri koyar ve 32 kartlık desteden beşer kapalı kart alır. Bir bahis turundan sonra her oyuncu en fazla dört kart değiştirebilir. Değiştirmeden sonra son bahis turunu, büyük körden sonra elde kalan ilk oyuncu başlatır.',
        'Eller Americana’daki gibi sıralanır (floş fulü yener, en küçük kent A-7-8-9-T olur) ve geriye kalan her eşitliği renk bozar; yani iki el asla berabere kalmaz.',
      ],
      captions: ['Motorun dağıttığı şekliyle 32 kartlık draw', 'Değerler aynı: en büyük kartın rengi belirler'],
    },
    {
      heading: 'Bölüşme teklifi',
      paragraphs: [
        'Değiştirmeden sonra oyuncular bir potu oynamak yerine bölüşmeye karar verebilir. Teklif masada oyuncudan oyuncuya dolaşır. Bir pottaki bütün oyuncular Böl’ü seçerse o pot eşit olarak bölüşülür. Biri başka bir şey yaptığı anda (bahis, pas, çekilme) teklif biter. Yan potlar varsa, bir oyuncunun seçimi yalnızca dahil olduğu potları etkiler.',
      ],
    },
  ],
  practice: [
    { question: '32 kartlık draw’da kaç kart değiştirebilirsiniz?', answer: 'En fazla dört.' },
    { question: 'Potta üç oyuncu var; ikisi Böl’ü seçiyor, üçüncüsü bahis yapıyor. Ne olur?', answer: 'Teklif biter ve pot her zamanki gibi oynanır.' },
  ],
};
