// Turkish text of the Omaha two-plus-three lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Kural',
      paragraphs: [
        'Her Omaha oyununda (dört ya da beş kapalı kart, yüksek ya da hi/lo) beş kartlık eliniz, kapalı kartlarınızdan tam ikisi artı borddan tam üç karttır. El sıralaması bildiğimiz yüksek sıralamadır; değişen tek şey beş kartın nasıl seçildiğidir.',
        'Dikkat edilecek tuzaklar: bordda aynı renkten dört kart varsa floş yalnızca elinde o renkten iki kart tutan oyuncuya çıkar; elinizdeki üçlü per olarak oynar, çünkü yalnızca ikisi kullanılabilir; bordda beş kartlık bir kent olsa bile, kendi kartlarınızdan ikisi bord kartlarından üçüyle bir kent oluşturmuyorsa hiçbir şeyiniz yoktur.',
      ],
      captions: ['Bordda dört maça: elde tek maça yetmez', 'Eldeki üç papaz, papaz peri sayılır'],
    },
    {
      heading: 'Nuts',
      paragraphs: [
        'Nuts, belli bir bordda herhangi birinin tutabileceği en iyi eldir. Bulmak için bordun neye izin verdiğine yukarıdan aşağı bakın: sıralı floş, sonra kare ya da ful (yalnızca bord eşliyse), floş (yalnızca bordda aynı renkten en az üç kart varsa), kent ve diğerleri. Hold’em’de iki kapalı kart beş kartlık elde istenen şekilde yer alabilir; Omaha’da nuts da tam iki kapalı kart kullanmak zorundadır, bu yüzden dört maçalı bir bord için elde iki maça gerekir, eşli bir bord da yalnızca kalan iki kartı elinde tutan oyuncuya kare yaptırır.',
      ],
      captions: [],
    },
  ],
  practice: [
    { question: 'Bordda dört maça var. Elinizde tek maça tutuyorsunuz. Floşunuz var mı?', answer: 'Hayır: iki kapalı kart kullanmak zorundasınız ve sizin kartlarınızdan yalnızca biri maça.' },
    { question: 'Omaha, bord Ah Kh 8h 4d 2c. Nuts’ı hangi iki kart yapar?', answer: 'Qh Jh: kıza kadar giden floş en iyi floştur, bu bordda sıralı floş, kare ya da ful mümkün değildir.' },
    { question: 'Elinizde K-K-K-4 var, bord 9-9-5-2-3. Eliniz nedir?', answer: 'Döper, papazlar ve dokuzlular: papazlarınızdan yalnızca ikisi, üç bord kartıyla birlikte oynayabilir.' },
  ],
};
