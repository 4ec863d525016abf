// Turkish text of the pot-limit lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Tavan potun kendisidir',
      paragraphs: [
        'Pot limitte yapabileceğiniz en büyük bahis potun büyüklüğü kadardır: önceki turlarda toplanan her şey artı şu anda masada duran bütün bahisler. En küçük bahis limitsizdekiyle aynıdır.',
        'Artırmada bir adım daha var. Önce gördüğünüzü düşünün; pot artık sizin gördüğünüz miktarı da içerir. En fazla bu büyümüş pot kadar artırabilirsiniz. Yani çıkabileceğiniz en yüksek miktar, mevcut bahis artı sizin gördükten sonraki pottur.',
      ],
      captions: ['Flopta pot 100, bahis yapan yok', 'Pot 100, ardından 50’lik bir bahis: pot 150 ve siz bu turda henüz hiç fiş koymadınız', 'Floptan önce, kör bahisler 1 ve 2, ilk konuşan oyuncu', 'Pot limit Omaha 1/2, motorun yeniden oynattığı el: Ana pot kadar, 7’ye artırır'],
    },
  ],
  practice: [
    { question: 'Pot 60 ve bir oyuncu 20 bahis yapıyor. Bu turda hiç fiş koymadınız. En fazla kaça artırabilirsiniz?', answer: '120’ye: 20’yi görmek potu 100 yapar ve 20’nin üstüne 100 artırabilirsiniz.' },
    { question: 'Kör bahisler 1 ve 2. Floptan önce en büyük ilk artırma nedir?', answer: '7’ye: görmek 2’dir, pot 5 olur ve 2 + 5 = 7.' },
  ],
};
