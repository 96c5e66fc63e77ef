// The sample land sheet a developer receives, linked from the professionals' page (pages/_lib/study.ts).
import { sampleDocument } from '../_lib/sample-document.ts';
import { developerSheet } from '../../content/study.ts';

export default sampleDocument(developerSheet, 'pages/operation-garavan.png');
