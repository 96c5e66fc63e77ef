// The four sections of /qui-sommes-nous (labels in content/navigation.ts).
import { aboutSections } from '../../../content/navigation.ts';

export { aboutSections };

export type AboutSectionId = (typeof aboutSections)[number]['id'];
