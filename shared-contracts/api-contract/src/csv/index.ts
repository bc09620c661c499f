export { type CsvValue, csvCell, csvText } from './csv-text';
