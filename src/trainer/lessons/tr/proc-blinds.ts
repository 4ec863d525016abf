// Turkish text of the blinds and dead button lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Kör bahisler ve buton',
      paragraphs: [
        'Floplu ve draw oyunlarında dağıtıcı pozisyonunu bir buton gösterir. Butonun solundaki oyuncu küçük kör bahsi, ondan sonraki oyuncu büyük kör bahsi koyar. Kör bahisler canlıdır: oyuncunun bahsine sayılır ve söz ona geri geldiğinde pas geçebilir (kimse artırmadıysa), görebilir ya da artırabilir.',
        'Floptan önce büyük körün solundaki oyuncu ilk konuşur; sonraki her turda ise butonun solundaki ilk aktif oyuncu.',
      ],
    },
    {
      heading: 'Heads-up',
      paragraphs: [
        'Yalnızca iki oyuncu varken küçük kör bahsi buton koyar; floptan önce ilk, sonrasında en son konuşur. Masa üç oyuncudan ikiye düştüğünde, son elde büyük körü ödeyen oyuncu onu tekrar ödemez: butonu ve küçük körü alır.',
      ],
      captions: ['Heads-up, üç el'],
    },
    {
      heading: 'Ölü buton',
      paragraphs: [
        'Büyük kör her elde bir sonraki oyuncuya geçer; böylece kimse onu atlayamaz. Küçük kör, önceki elde büyük körü koyan oyuncuya, buton da küçük körü koyan oyuncuya geçer. Bir oyuncu masadan kalktığında bu, küçük körü olmayan bir el ya da bir el boyunca yerinde kalan bir buton anlamına gelebilir.',
      ],
      captions: ['Beş koltuk; ilk elden sonra 3 numaralı koltuktaki oyuncu kalkar'],
    },
    {
      heading: 'Yeni oyuncular ve kaçırılan kör bahisler',
      paragraphs: [
        'Yeni bir oyuncu ya büyük kör kendisine gelene kadar bekler ya da büyük köre eşit bir kör bahis koyup hemen oyuna girer. Masada yokken kör bahislerini kaçıran bir oyuncu döndüğünde ya bunları koyar (küçük kör kısmı ölüdür: pota gider ve bahsine sayılmaz) ya da büyük körü bekler.',
      ],
    },
  ],
  practice: [
    { question: 'Heads-up’ta küçük körü kim koyar?', answer: 'Butondaki oyuncu.' },
    { question: 'Floptan önce herkes yalnızca görüyor ve büyük kör pas geçiyor. Buna izin var mı?', answer: 'Evet: kör bahisler canlıdır, kimse artırmadıysa büyük kör pas geçebilir.' },
    { question: 'Bir oyuncu buton ile kör bahisler arasına oturuyor. Seçenekleri nelerdir?', answer: 'Büyük körü beklemek ya da büyük köre eşit bir kör bahis koyup hemen oynamak.' },
  ],
};
