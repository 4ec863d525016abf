// Turkish text of the run it twice lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Tek bord yerine iki bord',
      paragraphs: [
        'Bord kartlarının hepsi açılmadan herkes restteyse, bordun geri kalanı iki kez açılabilir (kart salonlarında adı “Run It Twice”). Her pot ikiye bölünür ve her yarı kendi bordunda kazanılır. Bu seçenek limitsiz hold’em’de, Omaha’da ve beş kartlı Omaha’da (beş kartlı Omaha’da en fazla yedi oyunculu masalarda) sunulur; Omaha hi/lo’da asla sunulmaz.',
        'Her oyuncu bir tercih belirler: Asla (varsayılan), Her zaman ya da Sor. Fazladan komisyon alınmaz. Bir pot tam ikiye bölünmüyorsa artan fiş ilk bordun payına eklenir.',
      ],
      captions: ['301’lik bir pot iki kez açılıyor'],
    },
    {
      heading: 'İki kez +1',
      paragraphs: [
        'İki kez +1 (RIT+1) masalarında önce iki bord açılır. İki bordda da ana potu aynı oyuncu alırsa bir üçüncü bord daha açılır ve her pot üçe bölünür, her borda üçte bir düşer; kalan fişler ilk borda gider. Aksi hâlde iki yarı olduğu gibi kalır.',
      ],
      captions: ['302’lik bir pot üç borda bölüştürülüyor'],
    },
    {
      heading: 'Etkileşimli seçim',
      paragraphs: [
        'Riverdan önce tam iki oyuncu restteyse (ve pot masanın belirlediği eşiğin üstündeyse), kazanma payı daha yüksek olan oyuncu seçer: bir kez, iki kez ya da iki kez +1. İki kez ya da iki kez +1 seçerse öbür oyuncu kabul eder ya da reddeder; reddetmek bordun bir kez açılması demektir. Her karar için on saniye vardır. Bu seçim AoF (rest ya da çekil) masalarında ve bomb potlarda hiç sunulmaz.',
      ],
      captions: ['Flopta rest: potta payı daha büyük olan oyuncu seçimi yapar', 'Heads-up limitsiz hold’em 1/2, ikisi de Sor’da: Ana 100’e rest çeker, Ben görür'],
    },
  ],
  practice: [
    { question: 'Omaha hi/lo’da bord iki kez açılabilir mi?', answer: 'Hayır, asla.' },
    { question: 'İki kez +1 masasında Ana iki bordda da ana potu kazanıyor. Sonra ne olur?', answer: 'Üçüncü bir bord açılır ve her pot, her borda bir pay düşecek şekilde üçe bölünür.' },
    { question: 'Etkileşimli türde bordun kaç kez açılacağına kim karar verir?', answer: 'Kazanma payı daha yüksek olan oyuncu; öbürü kabul edebilir ya da reddedebilir.' },
  ],
};
