// The Turkish lessons address the learner formally ("siz"), like the rest of the Turkish app (src/i18n/tr.ts, quizzes,
// engine messages): no informal "sen" form (pronoun, 2nd person singular verb ending or participle) is left.
import { describe, expect, it } from 'vitest';
import { translations as tr } from '../src/trainer/lessons/tr';

/** Whole words (Turkish letters count as letters) that only the informal 2nd person singular produces. */
const INFORMAL: readonly RegExp[] = [
  /(?<!\p{L})(sen|sana|senin|seni|sende|senden|seninle)(?!\p{L})/iu,
  /(?<!\p{L})(bak|say|düşün|karşılaştır)(?=[;:,.!?’'\s]|$)/iu, // imperatives that occurred ("bak:", "say;")
  /\p{L}(ıyor|iyor|uyor|üyor)sun(?!\p{L})/iu, // görüyorsun, tutuyorsun
  /\p{L}[ae]bilirsin(?!\p{L})/iu, // artırabilirsin, yapabilirsin
  /(?<!\p{L})m[ıiuü]s[ıiuü]n(?!\p{L})/iu, // "… misin?"
  /\p{L}(ır|ir|ur|ür|ar|er)s[ıiuü]n(?!\p{L})/iu, // aorist: kalırsın, yazarsın, tamamlarsın
  /\p{L}(maz|mez)s[ıiuü]n(?!\p{L})/iu, // artıramazsın
  /\p{L}(malı|meli)s[ıiuü]n(?!\p{L})/iu, // açmalısın
  /(?<!\p{L})zorundas[ıi]n(?!\p{L})/iu,
  /(?<!\p{L})karşı karşıyas[ıi]n(?!\p{L})/iu,
  /\p{L}(dığın|diğin|duğun|düğün|tığın|tiğin|tuğun|tüğün|acağın|eceğin)(?!\p{L})/iu, // istediğin, gördüğün, yapabileceğin
  /\p{L}(r|z)?(san|sen)(?!\p{L})/iu, // conditional: yaparsan, seçmezsen, tutuyorsan
  /(?<!\p{L})(koymadın|gördün|oldun|karşılaşmıştın|bilesin|görmüşsün)(?!\p{L})/iu,
  /(?:^|[.?!:;]\s)(elinde|elindeki|floşun var|bahsin nedir|beş kartın )/iu, // 2nd person possessive opening a sentence
  /(?<!\p{L})(kartınla|hakkın saklı|fişlerin eksik|bağlantın koptuğunda)(?!\p{L})/iu,
];

/** The informal marker a sentence contains, if any. */
function informal(s: string): string | undefined {
  for (const re of INFORMAL) {
    const m = re.exec(s);
    if (m) return m[0];
  }
  return undefined;
}

async function turkishTexts(): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  for (const [id, { title, summary }] of Object.entries(tr.titles)) out.push([`${id} title`, title], [`${id} summary`, summary]);
  for (const [id, load] of Object.entries(tr.lessons)) {
    const t = await load();
    t.sections.forEach((s, i) => {
      out.push([`${id} §${i + 1} heading`, s.heading]);
      s.paragraphs.forEach((p, j) => out.push([`${id} §${i + 1} ¶${j + 1}`, p]));
      (s.captions ?? []).forEach((c, j) => out.push([`${id} §${i + 1} caption ${j + 1}`, c]));
    });
    t.practice.forEach((p, i) => out.push([`${id} check ${i + 1} question`, p.question], [`${id} check ${i + 1} answer`, p.answer]));
  }
  return out;
}

describe('Turkish lessons: formal register', () => {
  it('the scanner flags the informal sentences the lessons used to have, and not third-person or formal ones', () => {
    for (const s of [
      'En fazla kaça artırabilirsin?', 'Elinde dört kupa var, bordda bir kupa. Floşun var mı?', 'Bordda dört maça var. Elinde tek maça tutuyorsun.',
      'Sana ait iki kart, beş ortak kart, dört bahis turu.', 'Bulmak için bordun neye izin verdiğine yukarıdan aşağı bak: sıralı floş',
      'Beş kartınla pat kalırsın ve sonraki bahis turunda artıramazsın.', 'Miktar söylemeden bahis yaparsan bahsin, öne sürdüğün fişler kadardır.',
      'Borddan üç kart kullanmak zorundasın.', 'Elin ortasında fiş satın alabilir misin?', 'Ne yapmış oldun?', 'Maça onluyu nasıl yazarsın?',
      'Bir potun herhangi bir kısmını kazanmak için bütün kartlarını açmalısın;', 'Bağlantın koptuğunda',
    ]) expect(informal(s), s).toBeDefined();
    for (const s of [
      'Her oyuncu yedi karttan en iyi beş kartlık elini kurar.', 'Herkes neyle karşı karşıya olduğunu bilsin diye dağıtıcı toplamları söyler.',
      'Kimse önündeki fişlerden fazlasıyla bahis yapamaz.', 'El, oyuncunun ne söylediği değil, kartların ne gösterdiğidir.', 'Ana’nın elinde dört kupa var.', 'Floşun fulü yendiği, 32 kartlık desteyle oynanan beş kartlı stud.',
      'floş yalnızca elinde o renkten iki kart tutan oyuncuya çıkar', 'Eşitliğin nasıl bozulduğu.', 'İki floş: değerler ne olursa olsun kupa floş kazanır',
      'En fazla kaça artırabilirsiniz?', 'Elinizde dört kupa var, bordda bir kupa. Floşunuz var mı?', 'Beş kartınızla pat kalırsınız ve sonraki bahis turunda artıramazsınız.',
      'Bahis yaparsanız bahsiniz, öne sürdüğünüz fişler kadardır.', 'Elin ortasında fiş satın alabilir misiniz?', 'Maça onluyu nasıl yazarsınız?',
    ]) expect(informal(s), s).toBeUndefined();
  });

  it('no Turkish lesson title, summary, heading, paragraph, caption or self-check addresses the learner informally', async () => {
    const found = (await turkishTexts()).flatMap(([where, s]) => {
      const m = informal(s);
      return m ? [`${where}: “${m}” in ${s}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('the lessons address the learner as “siz”', async () => {
    const all = (await turkishTexts()).map(([, s]) => s).join('\n');
    for (const w of ['Size ait', 'artırabilirsiniz', 'zorundasınız', 'Elinizde', 'Floşunuz', 'misiniz?', 'bakın:', 'karşı karşıyasınız', 'sizin']) {
      expect(all, w).toContain(w);
    }
  });
});
