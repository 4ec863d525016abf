// Turkish text of the seven-card stud hi/lo lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Düşük yarısı olan stud',
      paragraphs: [
        'Dağıtım ve beş bahis turu yedi kartlı stud’daki gibidir. Kart açmada en iyi yüksek el potun yarısını, “sekiz ya da daha küçük” şartını sağlayan en iyi düşük el de öbür yarısını kazanır. Yedi kartınızdan herhangi beşi yüksek eli, herhangi beşi de (aynıları ya da başkaları) düşük eli kurabilir.',
        'Gel geli, sabit limit stud’daki gibi en küçük açık kart yapar. Kimsede düşük el yoksa potun tamamını yüksek el alır; artan fiş de yüksek yarıya gider.',
      ],
      captions: ['Yüksek eli fulle Ben, düşük eli Ana kazanır'],
    },
  ],
  practice: [
    { question: 'Bir oyuncu iki yarıyı birden kazanabilir mi?', answer: 'Evet: aynı anda en iyi yüksek ve en iyi düşük ele sahipse ya da kimsede düşük el yokken en iyi yüksek el ondaysa.' },
    { question: 'Gel geli hangi açık kart yapar?', answer: 'En küçüğü; eşitlikte renk belirler (en küçük renk sinek).' },
  ],
};
