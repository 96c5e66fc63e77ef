// The sample land-potential study, linked from the landowners' page and the fees (pages/_lib/study.ts).
import { sampleDocument } from '../_lib/sample-document.ts';
import { studyWords } from '../../content/study.ts';

export default sampleDocument(studyWords, 'pages/division-carei.png');
