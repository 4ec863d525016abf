// Turkish text of the deuce-to-seven low lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'En küçük kazanır, hiçbir şey affedilmez',
      paragraphs: [
        'Deuce-to-seven yüksek sıralamayı tersine çevirir: yüksek pokerde kaybedecek el kazanır. “Sekiz ya da daha küçük” oyunlarından farklı olarak burada her şey aleyhine sayılır. Per, persiz elden kötüdür; kent ve floş kötüdür; as her zaman büyük karttır. Bu yüzden A-2-3-4-5 kent değil, en büyük kartı as olan bir eldir ve zayıftır.',
        'En iyi el, en az iki renkten oluşan 7-5-4-3-2’dir; oyun da adını buradan alır. Eller, yüksek kart elleri gibi en büyük karttan aşağı doğru karşılaştırılır.',
      ],
      captions: ['En iyi 2-7 elinden en kötüsüne, motorun sıralamasıyla'],
    },
  ],
  practice: [
    { question: 'Deuce-to-seven’da A-2-3-4-5 kent midir?', answer: 'Hayır, as yalnızca büyük sayılır; bu el, en büyük kartı as olan bir eldir.' },
    { question: 'Mümkün olan en iyi 2-7 eli nedir?', answer: 'Hepsi aynı renkten olmayan 7-5-4-3-2.' },
  ],
};
