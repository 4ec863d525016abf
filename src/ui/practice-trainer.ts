// What Practice needs of the trainer beyond its chooser's first paint (issue 13 item 8): quiz kinds (with their titles, the
// quizzes' part of the catalogue), drill plans and links, and FSRS scheduling (ts-fsrs). One lazy chunk, imported after the
// chooser has painted, and at once on a drill route, so the chooser's largest paint waits on none of these bytes.
export { checkDrillSpec, drillPlan, MAX_QUESTIONS, parseSkillId } from '../trainer/drill-plan';
export { isGameId } from '../trainer/games';
export { decodeDrill, DRILL_ROUTE, drillHash, encodeResult } from '../trainer/links';
export { applyDrill, dueDrillSkills, knownSkills, mistakeDrillSkills, mistakesPlan, sessionSkillIds } from '../trainer/progress';
export { QUIZ_META, quizMeta } from '../trainer/quizzes/meta';
export { recall } from '../trainer/schedule';
