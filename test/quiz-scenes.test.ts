// Issue 12 point 1, quick sweep: every kind x game x difficulty over a few seeds; the scene is reachable and
// consistent (replayed with replayHand), nothing the answer needs is missing, no card repeats. The 300-seed sweep
// is test/quiz-scenes.exhaustive.ts (npm run test:exhaustive).
import { sceneSweep } from './quiz-scene-checks';

sceneSweep(6);
