// Turkish text of the misdeals and exposed cards lesson (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Dağıtım ne zaman baştan yapılır',
      paragraphs: [
        'Sorun iki oyuncu konuşmadan önce fark edilirse ve şunlardan biri olmuşsa el yanlış dağıtım sayılır ve yeniden dağıtılır: dağıtıcı butona dağıtılan ilk kartı açmıştır; dağıtıcı iki ya da daha fazla kart açmıştır; ortada iki deste çıkmıştır; fazla kart dağıtılmıştır ve görülmüş olabilir; ya da bir kart yanlış oyuncuya gitmiştir. İki oyuncu konuştuktan sonra el sonuna kadar oynanır.',
      ],
    },
    {
      heading: 'Açılan tek bir kart',
      paragraphs: [
        'Dağıtım sırasında açılan başka herhangi bir kart eli durdurmaz. Dağıtıcı dağıtımı bitirir, kartı herkese gösterir, oyuncuya onun yerine destenin üstündeki kartı verir ve açılan kartı bir sonraki yanık kart olarak kullanır. Masadan düşen kart da açılmış sayılır.',
      ],
    },
    {
      heading: 'Erken açılan bord kartları',
      paragraphs: [
        'Fazla bord kartı açılırsa, hangi kartın fazla olduğu belli değilse el yeniden dağıtılır. Bahis bitmeden açılan bir flop desteye geri konur; tur tamamlanır, deste, yanık kart ve atılan kartlar dışarıda bırakılarak karıştırılır ve yeni flop yanık kart olmadan açılır.',
        'Erken açılan bir turn kartı kenara ayrılır. Tur bitince dağıtıcı bir kart yakar ve river olacak kartı turn olarak açar; ardından erken açılan kart desteye geri karıştırılır ve river yanık kart olmadan açılır. Erken açılan bir river geri konur, tur tamamlanır, deste karıştırılır ve yeni river yanık kart olmadan açılır.',
        'Fazla ya da eksik yakılan kartlar, bahis başlamadan fark edilirse düzeltilir; bahis başladıktan sonra kartlar olduğu gibi kalır.',
      ],
    },
  ],
  practice: [
    { question: 'Kimse konuşmadan dağıtıcı butonun ilk kartını açıyor. Ne olur?', answer: 'Yanlış dağıtım: el yeniden dağıtılır.' },
    { question: 'Dağıtımda bir oyuncunun kartı açılıyor, bunun dışında her şey yolunda. Dağıtıcı ne yapar?', answer: 'Dağıtımı bitirir, kartı gösterir, yerine destenin üstündeki kartı verir ve açılan kartı bir sonraki yanık kart olarak kullanır.' },
    { question: 'Turn, flop bahsi bitmeden açılıyor. Bu karta ne olur?', answer: 'Kenara ayrılır; river olacak kart turn olur, ardından ayrılan kart desteye geri karıştırılır ve river yanık kart olmadan açılır.' },
  ],
};
