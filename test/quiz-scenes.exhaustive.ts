// Issue 12 point 1, the full sweep: every kind x game x difficulty x 300 seeds (npm run test:exhaustive).
import { sceneSweep } from './quiz-scene-checks';

sceneSweep(300);
