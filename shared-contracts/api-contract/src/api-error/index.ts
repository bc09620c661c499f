export { type ApiErrorAnswer, type ApiErrorBody, readApiErrorBody } from './api-error-body';
