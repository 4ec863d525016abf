// Turkish text of the Soko lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'İki fazladan eli olan beş kartlı stud',
      paragraphs: [
        'Kanada stud’ı da denen Soko en fazla sekiz oyuncuyla oynanır. Herkes ön bahis koyar, biri kapalı biri açık iki kart alır ve bir bahis turu oynanır. Üçüncü, dördüncü ve beşinci kartlar açık gelir, her birinin ardından bahis oynanır: toplam dört tur.',
        'En büyük açık kartı gösteren oyuncu gel gel ile açar (iki açık kart eşitse en büyük renk maçadır). Sonraki turlarda açıkta en iyi eli gösteren oyuncu ilk konuşur.',
      ],
      captions: ['Motorun dağıttığı şekliyle Soko', 'Soko: gel geli en büyük açık kart yapar'],
    },
    {
      heading: 'Dörtlü floş ve dörtlü kent',
      paragraphs: [
        'Soko, döper ile per arasına iki el ekler: aynı renkten dört kart (dörtlü floş) ve sıralı dört kart (dörtlü kent). Dörtlü floş, dörtlü kentten büyüktür. İkisi de peri yener, döpere kaybeder.',
        'Bölünen potta artan fiş, kartı ilk dağıtılan oyuncuya gider.',
      ],
      captions: ['Dörtlü floş dörtlü kenti, dörtlü kent de peri yener'],
    },
  ],
  practice: [
    { question: 'Soko’da dörtlü floş döperi yener mi?', answer: 'Hayır. Peri ve dörtlü kenti yener ama döpere kaybeder.' },
    { question: 'Gel geli kim yapar?', answer: 'En büyük açık kart; eşitlikte en büyük renk maçadır.' },
  ],
};
