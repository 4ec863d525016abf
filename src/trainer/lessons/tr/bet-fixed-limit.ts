// Turkish text of the fixed-limit lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Önce küçük bahis, sonra büyük bahis',
      paragraphs: [
        'Sabit limitte her bahis ve her artırma belirli tek bir miktardır. İlk iki turda bu miktar küçük bahistir; sonrasında büyük bahistir, o da genellikle iki katıdır. Hold’em ve Omaha’da küçük bahis floptan önce ve flopta, stud’da üçüncü ve dördüncü sokakta kullanılır.',
        'Kör bahisli oyunlarda büyük kör küçük bahse eşittir, küçük kör de onun yarısıdır. Bir turda en fazla dört bahis yapılabilir: bir bahis ve üç artırma. Floptan önce büyük kör ilk bahis sayılır, stud’da ise tamamlama. Bu sınır heads-up’ta da geçerlidir.',
      ],
      captions: ['Limit hold’em 2/4: turlara göre bahis miktarı', 'Limit hold’em 2/4, motorun yeniden oynattığı el: büyük kör, ardından 4’e, 6’ya ve 8’e artırmalar dört bahis eder'],
    },
    {
      heading: 'Stud’da açık per',
      paragraphs: [
        'Sabit limit yedi kartlı stud’da dördüncü sokakta herhangi bir oyuncunun açık kartları arasında per varsa, oyuncular daha o sokakta büyük bahsi oynayabilir. Yedi kartlı stud hi/lo bu kuralı kullanmaz: dördüncü sokak küçük bahiste kalır.',
      ],
      captions: ['Yedi kartlı stud 10/20: sokaklara göre bahis miktarı'],
    },
    {
      heading: 'Sabit limitte kısa restler',
      paragraphs: [
        'Tam bir bahis ya da artırmadan daha azına rest çeken oyuncuya yarım bahis kuralı uygulanır. Rest, tam bir bahsin ya da artırmanın en az yarısıysa tam sayılır: bahsi yeniden açar, bahis sınırına dahil edilir ve sonraki artırma onun üstüne tam bir bahistir.',
        'Yarısından azsa bahsi yeniden açmaz ve sınıra dahil edilmez. Sıradaki oyuncu çekilebilir, bu kısa miktarı görebilir ya da tam bahse tamamlayabilir. 10/20’lik bir masada flopta 4’lük bir rest, sıradaki oyuncuya 4’ü görme ya da 10 bahis yapma imkânı verir; 10’luk bir bahsin ardından 16’ya rest gelirse sonraki artırma 26’ya olur.',
      ],
    },
  ],
  practice: [
    { question: 'Limit hold’em 5/10: turnde bir bahis ne kadardır?', answer: '10, yani büyük bahis.' },
    { question: 'Floptan önce büyük kör konmuş ve iki oyuncu artırmış. Kaç artırma hakkı daha kaldı?', answer: 'Bir: büyük kör ve iki artırma üç bahis eder, sınır da dörttür.' },
    { question: 'Limit 10/20, flop: bir oyuncu 10 bahis yapıyor, sıradaki 16’ya rest çekiyor. Sonraki tam artırma kaçadır?', answer: '26’ya: rest 6 ekledi, bu da 10’un en az yarısı, bu yüzden tam artırma sayılır.' },
  ],
};
