// The four service areas: content/texts/services.yaml, checked. In Vite the content plugin serves this module as the
// data itself; elsewhere this file reads it (model/data/README.md).
import { dataFile } from '../load/dataFile';

export default dataFile('services');
