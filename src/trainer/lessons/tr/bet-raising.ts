// Turkish text of the raising lesson: minimum raises, short all-ins, the half rule (issue 15).
import type { LessonText } from '../types';

export const text: LessonText = {
  sections: [
    {
      heading: 'Minimum artırmayı belirlemenin iki yolu',
      paragraphs: [
        'Online salonlar ve varsayılan olarak Felt şu kuralı kullanır: bir artırma, o turda o ana kadar yapılan en büyük tam bahis ya da artırma kadar (floptan önce büyük kör kadar) eklemek zorundadır.',
        'Bazı kart salonları daha sıkı bir kural uygular: artırma mevcut bahsi en az ikiye katlamalıdır. 1500’lük bir bahisten sonra artırma en az 3000’e, 4000’e bir artırmadan sonra da sonraki artırma en az 8000’e çıkmalıdır. Felt ikisini de öğretir ve her masa hangisini kullandığını belirtir.',
      ],
      captions: ['1500 bahis, 4000’e artırma: standart kural', '1500 bahis, 4000’e artırma: ikiye katlama kuralı'],
    },
    {
      heading: 'Kısa restler ve tam bahis kuralı',
      paragraphs: [
        'Bir oyuncu tam artırmaya yetmese bile her zaman rest çekebilir. Ama böyle kısa bir artırma, daha önce konuşmuş ve şimdi yalnızca bu kısa artırmayla karşı karşıya kalan oyuncular için bahsi yeniden açmaz: bu oyuncular görebilir ya da çekilebilir, artıramaz. O turda henüz konuşmamış oyuncular ise artırabilir.',
        'Kısa artırmalar birikebilir. İki ya da daha fazla kısa rest, sizin en son karşılaştığınız bahsi birlikte en az tam bir artırma kadar artırırsa bahis sizin için yeniden açılır. Kör bahisler 1 ve 3: siz 3’ü görüyorsunuz, bir oyuncu 5’e, bir başkası 6’ya rest çekiyor. En son 3’le karşılaşmıştınız, şimdi 6 ile karşı karşıyasınız; aradaki 3 fark tam bir artırmadır, o yüzden en az 9’a artırabilirsiniz.',
        'O ana kadar yalnızca pas geçmiş bir oyuncu henüz bir bahisle karşılaşmamıştır; bu yüzden kısa bir rest bahsi onun artırmasını engellemez.',
        'Başka hiç kimse bir fiş daha koyamayacaksa da artırma kapanır: diğer bütün oyuncular restteyse ya da ellerinde görmek için gereken miktardan fazlası yoksa. Artırma yapacağınız kimse kalmamıştır, bu yüzden yalnızca görebilir ya da çekilebilirsiniz.',
      ],
      captions: ['Ana 2000 bahis yapar, Ben 3800’e rest çeker, Cem 3800’ü görür. Söz yeniden Ana’da:', 'Aynı el, motorun yeniden oynattığı şekliyle (kör bahisler 50/100): flopta Ana 2000 bahis yapar, Ben 3800’e rest çeker, Cem görür'],
    },
    {
      heading: 'Yarı kuralı (canlı oyunlar)',
      paragraphs: [
        'Canlı masada bir oyuncu bazen çok küçük bir artırma koyar. Bu miktar minimum artırmanın en az yarısıysa, oyuncu onu tam minimum artırmaya tamamlamak zorundadır. Yarısından azsa görme sayılır ve fazla fişler oyuncuya geri verilir.',
        '“Artırıyorum” demek durumu değiştirir. Bunu söyledikten sonra artırma hakkınız saklı kalır; önce görme miktarını, sonra tek bir hareketle artırmayı koyabilirsiniz. Sözlü bildirilen bir artırma en az tam bir minimum artırma olmalıdır: fişleriniz eksik kalırsa minimum artırmaya tamamlarsınız. Minimum artırmanın 1600’e olduğu bir durumda 800’le karşı karşıyayken “artırıyorum” deyip 1040 koymak, 1600’e artırma demektir.',
      ],
      captions: ['İkiye katlama kuralı: 1500 bahis, 4000’e artırma, sonra 6800’e yeniden artırma', 'Standart kural: 100’lük bir bahis, ardından bir oyuncu 140 koyar'],
    },
    {
      heading: 'Canlı masada fişler ve sözler',
      paragraphs: [
        'Hiçbir şey söylemeden çizginin ötesine tek bir büyük fiş koymak, fiş daha değerli olsa bile yalnızca görme sayılır. Miktar söylemeden bahis yaparsanız bahsiniz, öne sürdüğünüz fişler kadardır. Herkes neyle karşı karşıya olduğunu bilsin diye dağıtıcı toplamları söyler.',
      ],
    },
  ],
  practice: [
    { question: 'Ana 2000 bahis yapıyor, Ben 3800’e rest çekiyor ve diğer herkes görüyor. Ana yeniden artırabilir mi?', answer: 'Hayır. Ben’in artırması kısaydı (tam artırma için 4000 gerekiyordu), bu yüzden Ana yalnızca görebilir ya da çekilebilir.' },
    { question: 'Canlı oyunda 500’lük bir bahisle karşı karşıyasınız ve hiçbir şey söylemeden tek bir 1000’lik fiş bırakıyorsunuz. Ne yapmış oldunuz?', answer: '500’ü gördünüz: tek kelime etmeden konan tek bir büyük fiş görme sayılır.' },
    { question: 'Yarı kuralına göre gereken artırma 400 ve bir oyuncu yalnızca 150 ekliyor. Ne olur?', answer: '150, 400’ün yarısından az olduğu için görme sayılır.' },
    { question: '800’le karşı karşıyasınız, minimum artırma 1600’e. “Artırıyorum” deyip 1040 koyuyorsunuz. Bahsiniz nedir?', answer: '1600’e artırma: sözlü bildirilen artırma minimum artırmaya tamamlanır.' },
    { question: 'Eldeki diğer herkes restte. Artırabilir misiniz?', answer: 'Hayır. Kimse bir artırmayı göremeyeceği için artırma kapalıdır: görebilir ya da çekilebilirsiniz.' },
  ],
};
