// Every text a learner sees in a question, each with where it is: what the quiz translation tests compare across languages.
import type { Question } from '../src/trainer/quiz';

export function questionTexts(q: Question, title: string): [string, string][] {
  const out: [string, string][] = [['title', title], ['prompt', q.prompt]];
  (q.scene.facts ?? []).forEach((f, i) => out.push([`fact ${i}`, f]));
  (q.scene.seats ?? []).forEach((s, i) => { out.push([`seat ${i} label`, s.label]); if (s.note) out.push([`seat ${i} note`, s.note]); });
  (q.scene.hands ?? []).forEach((h, i) => { out.push([`hand ${i}`, h.label]); if (h.note) out.push([`hand ${i} note`, h.note]); });
  if (q.scene.boardLabel) out.push(['board label', q.scene.boardLabel]);
  const input = q.input;
  if (input.type === 'choice') input.options.forEach((o, i) => out.push([`option ${i}`, o]));
  if (input.type === 'amount') out.push(['label', input.label]);
  if (input.type === 'amounts') input.labels.forEach((l, i) => out.push([`label ${i}`, l]));
  if (input.type === 'order') input.items.forEach((l, i) => out.push([`item ${i}`, l]));
  q.working.forEach((w, i) => out.push([`working ${i}`, w]));
  if (q.decisive) out.push(['decisive', q.decisive]);
  return out;
}
