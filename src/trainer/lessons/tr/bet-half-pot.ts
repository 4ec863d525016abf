// Turkish text of the half-pot limit lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Potun yarısı',
      paragraphs: [
        'Yarım pot limit, artırma kısmı yarıya indirilmiş pot limit gibi işler. Bir bahis en fazla potun yarısı kadar olabilir. Artırmada potu, görmüşsünüz gibi sayın; sonra en fazla onun yarısı kadar artırabilirsiniz.',
      ],
      captions: ['Flopta pot 100, bahis yapan yok', 'Pot 100, ardından 50’lik bir bahis (pot 150)', 'Yarım pot limit Omaha 1/2, motorun yeniden oynattığı el: ilk konuşan oyuncu'],
    },
  ],
  practice: [
    { question: 'Pot 80 ve bahis yapan yok. Yarım pot limitte en büyük bahis nedir?', answer: '40.' },
    { question: '50’lik bir bahisten sonra pot 150. En fazla kaça artırabilirsiniz?', answer: '150’ye: 50’yi görmek potu 200 yapar, bunun yarısı 100’dür ve 50 + 100 = 150.' },
  ],
};
