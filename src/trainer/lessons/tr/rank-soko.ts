// Turkish text of the Soko hands lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'İki el daha',
      paragraphs: [
        'Soko standart sıralamayı korur ve döper ile per arasına iki yeni el yerleştirir. Dörtlü floş aynı renkten dört karttır; dörtlü kent sıralı dört karttır. Dörtlü floş dörtlü kenti yener; ikisi de peri yener ve döpere kaybeder.',
        'Dörtlü kentte as büyük de küçük de oynayabilir; yani hem A-2-3-4 hem J-Q-K-A sayılır. Hem dörtlü floş hem dörtlü kent olan bir el dörtlü floş sayılır.',
      ],
      captions: ['Soko sıralaması, motorun dizdiği şekliyle'],
    },
    {
      heading: 'Eşitlikler',
      paragraphs: [
        'İki dörtlü floş önce aynı renkteki dört kartıyla büyükten küçüğe, sonra beşinci kartıyla karşılaştırılır. İki dörtlü kent önce dörtlünün en büyük kartıyla, sonra beşinci kartla karşılaştırılır.',
      ],
      captions: ['Dörtlü floşlar: beşinci karttan önce aynı renkteki kartlar belirler'],
    },
  ],
  practice: [
    { question: 'Soko’da hangisi kazanır: dörtlü kent mi, as peri mi?', answer: 'Dörtlü kent.' },
    { question: 'Beş kartınız 9♠ T♠ J♠ Q♠ 2♦. Elinizde ne var?', answer: 'Dörtlü floş (aynı zamanda dörtlü kenttir, ama dörtlü floş sayılır).' },
  ],
};
