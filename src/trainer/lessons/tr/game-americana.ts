// Turkish text of the Americana lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Kısa desteyle stud',
      paragraphs: [
        'Americana 32 kartlık desteyle oynanır: dört rengin her birinde astan yediliye kadar kartlar. En fazla altı oyuncu ön bahis koyar, biri kapalı biri açık iki kart alır ve bahis oynar. Üçüncü, dördüncü ve beşinci kartlar açık gelir ve her birinden sonra bir bahis turu oynanır: toplam dört tur. Gel geli en büyük açık kart yapar.',
      ],
      captions: ['Motorun dağıttığı şekliyle Americana'],
    },
    {
      heading: 'Floş fulü yener',
      paragraphs: [
        'Her renkte yalnızca sekiz kart olduğu için floş yapmak ful yapmaktan zordur; bu yüzden burada floş fulden büyüktür. En küçük kent A-7-8-9-T olur; burada as yedilinin altında oynar. Bunun dışında eller her zamanki gibi sıralanır ve eşit eller potu bölüşür.',
      ],
      captions: ['Floş fulü yener'],
    },
  ],
  practice: [
    { question: 'Americana destesinde hangi kartlar var?', answer: 'Yedililer, sekizliler, dokuzlular, onlular, valeler, kızlar, papazlar ve aslar: 32 kart.' },
    { question: 'En küçük kent hangisidir?', answer: 'A-7-8-9-T.' },
  ],
};
