// Turkish text of the 2-7 triple draw lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Üç değiştirme, dört tur',
      paragraphs: [
        'En fazla altı oyuncu kör bahisleri koyar ve beşer kapalı kart alır. Bir bahis turu, ardından bir kart değiştirme gelir ve bu tekrarlanır: toplam üç değiştirme ve dört bahis turu. Oyun, limit hold’em gibi sabit limitle oynanır: ilk iki turda küçük bahis, son iki turda büyük bahis.',
      ],
      captions: ['Motorun dağıttığı şekliyle 2-7 triple draw'],
    },
    {
      heading: 'En küçük el kazanır',
      paragraphs: [
        'Deuce-to-seven’da yüksek sıralamada en kötü olan el kazanır. As yalnızca büyük sayılır; kent ve floş aleyhine işler. Mümkün olan en iyi el, karışık renklerden 7-5-4-3-2’dir. A-2-3-4-5 kent değildir, yalnızca en büyük kartı as olan zayıf bir eldir.',
      ],
      captions: ['En küçük el kazanır; kent ya da as eli bozar'],
    },
  ],
  practice: [
    { question: '2-7’de 6-5-4-3-2 iyi bir el midir?', answer: 'Hayır, bu bir kenttir; güçlü bir yüksek el sayıldığı için kötü bir düşük eldir.' },
    { question: 'Kaç bahis turu vardır?', answer: 'Dört: ilk değiştirmeden önce bir tur ve üç değiştirmenin her birinden sonra birer tur.' },
  ],
};
