// Turkish text of the Americana hands lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: '32 kartla ne değişir',
      paragraphs: [
        '32 kartlık destede yalnızca yedililerden aslara kadar kartlar kalır. Her renkte daha az kart olduğu için floş fulden daha nadir çıkar; bu yüzden Americana’da floş fulden büyüktür. As kentte hâlâ küçük oynayabilir, yedilinin hemen altında: A-7-8-9-T en küçük kenttir (ve en küçük sıralı floştur).',
        'Geri kalan her şey standart pokerdeki gibidir; eşit değerdeki eller potu bölüşür.',
      ],
      captions: ['Americana sıralaması, motorun dizdiği şekliyle'],
    },
  ],
  practice: [
    { question: 'Americana’da hangisi daha güçlüdür: K-K-K-8-8 mi, valeye kadar giden floş mu?', answer: 'Floş.' },
    { question: 'A-7-8-9-T kent midir?', answer: 'Evet, en küçük kenttir.' },
  ],
};
