// Turkish text of the 32-card draw hands lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Berabereliği olmayan bir sıralama',
      paragraphs: [
        '32 kartlık draw sıralaması Americana’yı izler: floş fulü yener, en küçük kent A-7-8-9-T olur ve en üstte royal floş vardır. Özelliği, her eşitliği renklerin bozmasıdır; sıralama kupa, karo, sinek, maçadır. İki farklı el asla berabere kalmaz.',
        'Kentlerde ve sıralı floşlarda en büyük kartın rengi belirler; floşlarda ve yüksek kart ellerinde önce yukarıdan aşağı değerler, sonra en büyük kartın rengi; perlerde ve döperlerde önce yan kartlar, sonra en büyük yan kartın rengi.',
      ],
      captions: ['32 kartlık draw sıralaması, motorun dizdiği şekliyle', 'Aynı kent: en büyük kartın rengi belirler'],
    },
  ],
  practice: [
    { question: 'İki 32 kartlık draw eli berabere kalabilir mi?', answer: 'Hayır, her eşitliği renk bozar.' },
    { question: 'Papaza kadar giden iki kent: birinin tepesinde K♥, ötekinin tepesinde K♠ var. Hangisi kazanır?', answer: 'K♥ olan: en büyük renk kupadır.' },
  ],
};
