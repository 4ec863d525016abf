// The engine's reasons and input errors in the learner's language: the one translator lives in src/i18n/engine-text.ts
// (the trainer's quizzes use it too); the UI imports it from here.
export { errorText, reasonText } from '../i18n/engine-text';
