// Turkish text of the eight-or-better low lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Düşük el sayılan nedir',
      paragraphs: [
        'Hi/lo oyunlarında düşük yarı, şartı sağlayan en küçük ele gider. Şartı sağlamak için düşük elde, hepsi sekiz ya da daha küçük, beş farklı değerde beş kart olmalıdır. As bir sayılır, yani en küçük karttır. Kent ve floş dikkate alınmaz: 5-4-3-2-A aynı renkten olsa bile mümkün olan en iyi düşük eldir.',
      ],
    },
    {
      heading: 'Düşük elleri karşılaştırmak',
      paragraphs: [
        'İki düşük el en büyük kartlarından aşağı doğru karşılaştırılır. En büyük kartı daha küçük olan el kazanır; bunlar eşitse bir sonraki karta bakılır, böyle devam edilir. Bu yüzden 8-6-4-2-A ile 8-7-3-2-A karşılaştırıldığında ilki kazanır, çünkü ikinci kart (6) 7’den küçüktür. Düşük eller en büyük kartlarının adıyla anılır: sekizli düşük, yedili düşük gibi.',
        'Hiçbir oyuncuda şartı sağlayan düşük el yoksa düşük yarı da yoktur ve potun tamamını yüksek el kazanır.',
      ],
      captions: ['En iyiden en kötüye düşük eller, motorun sıralamasıyla', 'Per ya da sekizden büyük bir kart düşük eli bozar'],
    },
  ],
  practice: [
    { question: 'Hangi düşük el daha iyidir: 7-6-5-4-2 mi, 8-4-3-2-A mı?', answer: '7-6-5-4-2, çünkü en büyük kartı (7) 8’den küçüktür.' },
    { question: 'Hepsi kupa olan 6-5-4-3-A bir floştur. Bu, elin düşük el sayılmasını engeller mi?', answer: 'Hayır. Floş ve kent düşük elin aleyhine sayılmaz.' },
  ],
};
