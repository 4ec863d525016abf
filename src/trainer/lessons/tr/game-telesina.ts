// Turkish text of the Telesina lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Herkese beş kart, bir de Vela',
      paragraphs: [
        'Telesina, 32 kartlık desteyle en fazla altı oyuncunun oynadığı bir İtalyan stud oyunudur. Ön bahislerden sonra her oyuncuya bir kapalı, bir açık kart verilir ve bir bahis turu oynanır. Üçüncü, dördüncü ve beşinci kartlar açık gelir, her birinin ardından bir bahis turu oynanır. Sonra ortaya bir kart açılır: Vela. Bu kart herkesindir ve ardından son bahis turu oynanır. Böylece beş tur eder.',
        'Kart açmada her oyuncu kendi beş kartıyla Vela’dan en iyi beş kartlık elini kurar.',
      ],
      captions: ['Motorun dağıttığı şekliyle Telesina', 'Aynı döper ve aynı yan kart: büyük perin rengi belirler (önce kupa)'],
    },
  ],
  practice: [
    { question: 'Vela nedir?', answer: 'Beşinci karttan sonra ortaya açılan tek ortak kart; her oyuncu onu kullanabilir.' },
    { question: 'Telesina’da kaç bahis turu vardır?', answer: 'Beş: ilk iki karttan sonra; üçüncü, dördüncü ve beşinci kartlardan sonra; bir de Vela’dan sonra.' },
  ],
};
