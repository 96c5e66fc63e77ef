// The contact enquiry's rules and French messages (site-spec §5), fed with what people and
// robots really type: nothing, spaces, one letter, 10,000 characters, emoji, HTML, bad numbers.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  CLIENT_TYPES,
  contactErrors,
  contactTemplateParams,
  countChars,
  MESSAGES,
  NOT_PROVIDED,
  parseContact,
  type ContactField,
  type ContactValues,
} from '../../islands/_lib/contact-schema.ts';
import { frenchDateTime } from '../../content/dates.ts';
import { EMAIL_MESSAGE, isEmail } from '../../islands/_lib/email.ts';
import { newsletterTemplateParams, NEWSLETTER_IP, NEWSLETTER_SOURCE } from '../../islands/_lib/newsletter.ts';
import { PHONE_MESSAGES } from '../../islands/_lib/phone.ts';
import { loadPhoneData } from '../helpers/phone-metadata.ts';

loadPhoneData();

const valid: ContactValues = {
  nom: 'Dupont',
  prenom: 'Jean',
  email: 'jean.dupont@exemple.fr',
  pays: 'FR',
  telephone: '',
  projet: 'Terrain à Menton',
  budget: '',
  typeClient: 'UN PROPRIÉTAIRE PRIVÉ',
  message: 'Je souhaite vendre un terrain de 800 m².',
};

const errorsWith = (changes: Partial<ContactValues>) => contactErrors({ ...valid, ...changes }) ?? {};
const errorOf = (field: ContactField, value: string) => errorsWith({ [field]: value })[field];

const TEN_THOUSAND = 'a'.repeat(10_000);
const HTML = '<script>alert("x")</script>';

const schema = suite('contact schema');

schema('a complete enquiry is valid, and every text comes back trimmed', () => {
  assert.is(contactErrors(valid), null);
  const result = parseContact({ ...valid, nom: '  Dupont ', email: ' jean.dupont@exemple.fr\n', message: `\t${valid.message}  ` });
  assert.ok(result.success);
  if (!result.success) return;
  assert.is(result.data.nom, 'Dupont');
  assert.is(result.data.email, 'jean.dupont@exemple.fr');
  assert.is(result.data.message, valid.message);
});

schema('an empty form gets the spec’s six messages, and nothing for the optional fields', () => {
  const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as ContactValues;
  assert.equal(contactErrors(empty), {
    nom: 'Le nom doit contenir au moins 2 caractères',
    prenom: 'Le prénom doit contenir au moins 2 caractères',
    email: 'Veuillez entrer une adresse email valide',
    projet: 'Veuillez décrire votre projet',
    typeClient: 'Veuillez sélectionner votre profil',
    message: 'Le message doit contenir au moins 10 caractères',
  });
});

schema('nom and prenom: at least 2 characters, spaces do not count', () => {
  for (const bad of ['', ' ', '      ', 'a', ' a ', '\t\n', 'é']) {
    assert.is(errorOf('nom', bad), MESSAGES.nom, `nom ${JSON.stringify(bad)}`);
    assert.is(errorOf('prenom', bad), MESSAGES.prenom, `prenom ${JSON.stringify(bad)}`);
  }
  for (const good of ['Li', 'Ng', 'Jean-Luc', 'd’Arcy', "O'Brien", 'Nguyễn Văn', 'Müller-Lüdenscheidt', 'St. John', '王芳', 'Zoë']) {
    assert.is(errorOf('nom', good), undefined, good);
    assert.is(errorOf('prenom', good), undefined, good);
  }
});

schema('nom and prenom: no emoji, HTML, digits or 10,000 characters', () => {
  assert.is(errorOf('nom', '😀'), MESSAGES.nom, 'one emoji is one character');
  assert.is(errorOf('nom', '😀😀'), MESSAGES.nomLetters);
  assert.is(errorOf('prenom', 'Jean 😀'), MESSAGES.prenomLetters);
  assert.is(errorOf('nom', HTML), MESSAGES.nomLetters);
  assert.is(errorOf('nom', '<b>Dupont</b>'), MESSAGES.nomLetters);
  assert.is(errorOf('nom', 'R2D2'), MESSAGES.nomLetters);
  assert.is(errorOf('nom', '-Dupont'), MESSAGES.nomLetters, 'starts with a letter');
  assert.is(errorOf('nom', TEN_THOUSAND), MESSAGES.nomTooLong);
  assert.is(errorOf('prenom', TEN_THOUSAND), MESSAGES.prenomTooLong);
  assert.is(errorOf('nom', 'a'.repeat(80)), undefined, '80 is the limit');
});

schema('email: the spec’s message for everything that is not an address', () => {
  const bad = ['', '   ', 'jean', 'jean@', '@exemple.fr', 'jean@exemple', 'jean@@exemple.fr', 'jean dupont@exemple.fr', 'jean..dupont@exemple.fr', '.jean@exemple.fr',
    'jean@exemple.f', 'jean@-exemple.fr', '😀@exemple.fr', 'jean@exemple.fr😀', HTML, `<jean@exemple.fr>`, `${TEN_THOUSAND}@exemple.fr`, `jean@${'a'.repeat(250)}.fr`];
  for (const value of bad) assert.is(errorOf('email', value), 'Veuillez entrer une adresse email valide', JSON.stringify(value.slice(0, 40)));
  for (const value of ['jean@exemple.fr', 'jean.dupont+site@mairie-menton.fr', 'J_D@sub.exemple.co.uk', "o'brien@exemple.ie", ' jean@exemple.fr ']) assert.is(errorOf('email', value), undefined, value);
});

schema('the newsletter checks addresses with the very same rule', () => {
  assert.is(EMAIL_MESSAGE, MESSAGES.email);
  assert.ok(isEmail('jean@exemple.fr'));
  for (const value of ['', 'jean', 'jean@exemple', `${TEN_THOUSAND}@exemple.fr`, HTML]) assert.not.ok(isEmail(value), value.slice(0, 30));
});

schema('projet: at least 3 characters, spaces do not count, 300 at most', () => {
  for (const bad of ['', '   ', 'ab', ' ab ', '😀😀']) assert.is(errorOf('projet', bad), 'Veuillez décrire votre projet', JSON.stringify(bad));
  assert.is(errorOf('projet', 'abc'), undefined);
  assert.is(errorOf('projet', TEN_THOUSAND), MESSAGES.projetTooLong);
  assert.is(errorOf('projet', HTML), undefined, 'HTML is only text: it is sent as typed');
});

schema('budget: optional, free text, 100 characters at most', () => {
  for (const good of ['', '   ', '500 000 €', 'À discuter', '1 M€ 😀']) assert.is(errorOf('budget', good), undefined, good);
  assert.is(errorOf('budget', TEN_THOUSAND), MESSAGES.budgetTooLong);
});

schema('typeClient: one of the four profiles, exactly', () => {
  assert.is(CLIENT_TYPES.length, 4);
  for (const type of CLIENT_TYPES) assert.is(errorOf('typeClient', type), undefined, type);
  for (const bad of ['', ' ', 'un investisseur', 'UN INVESTISSEUR ', 'UN PROFESSIONNEL DE L\'IMMOBILIER', 'AUTRE', HTML, TEN_THOUSAND]) {
    const message = errorOf('typeClient', bad);
    // Surrounding spaces are trimmed like everywhere else.
    if (bad === 'UN INVESTISSEUR ') assert.is(message, undefined);
    else assert.is(message, 'Veuillez sélectionner votre profil', bad.slice(0, 30));
  }
});

schema('message: at least 10 characters as a person counts them, 5,000 at most', () => {
  for (const bad of ['', '          ', 'court', '123456789', ' 123456789 ', '😀😀😀😀😀', '👍🏽👍🏽👍🏽']) {
    assert.is(errorOf('message', bad), 'Le message doit contenir au moins 10 caractères', JSON.stringify(bad));
  }
  assert.is(errorOf('message', '1234567890'), undefined);
  assert.is(errorOf('message', 'Bonjour 😀 !'), undefined);
  assert.is(errorOf('message', `${HTML} bonjour`), undefined, 'HTML is only text');
  assert.is(errorOf('message', 'a'.repeat(5000)), undefined);
  assert.is(errorOf('message', TEN_THOUSAND), MESSAGES.messageTooLong);
});

schema('characters are counted the way a person counts them', () => {
  assert.is(countChars('😀'), 1);
  assert.is(countChars('e\u0301'), 1, 'a decomposed é is one');
  assert.is(countChars('Zoë'), 3);
});

schema('telephone: optional, and each kind of bad number has its own French message', () => {
  for (const empty of ['', '   ']) assert.is(errorOf('telephone', empty), undefined);
  const cases: [string, keyof typeof PHONE_MESSAGES][] = [
    ['abc', 'NOT_A_NUMBER'],
    ['06 12 AB 56 78', 'NOT_A_NUMBER'],
    ['😀', 'NOT_A_NUMBER'],
    ['<b>0612345678</b>', 'NOT_A_NUMBER'],
    ['+', 'NOT_A_NUMBER'],
    ['x'.repeat(10_000), 'NOT_A_NUMBER'],
    ['06', 'TOO_SHORT'],
    ['1', 'TOO_SHORT'],
    ['+33 1', 'TOO_SHORT'],
    ['0612345678901234567', 'TOO_LONG'],
    ['1'.repeat(10_000), 'TOO_LONG'],
    ['+999 123 456', 'INVALID_COUNTRY'],
    ['+86 1', 'TOO_SHORT'],
    ['06 12 34 56 7', 'INVALID'],
  ];
  for (const [value, problem] of cases) assert.is(errorOf('telephone', value), PHONE_MESSAGES[problem], `${JSON.stringify(value.slice(0, 30))} -> ${problem}`);
  for (const message of Object.values(PHONE_MESSAGES)) assert.match(message, /^[A-ZÉ].*[a-zé]$/u, 'a French sentence');
});

schema('telephone: checked against the chosen country', () => {
  assert.is(errorsWith({ telephone: '93 15 20 00', pays: 'MC' }).telephone, undefined);
  assert.ok(errorsWith({ telephone: '93 15 20 00', pays: 'FR' }).telephone, 'a Monaco number is not French');
  assert.is(errorsWith({ telephone: '06 1234 5678', pays: 'IT' }).telephone, undefined);
  assert.is(errorsWith({ telephone: '+41 44 668 18 00', pays: 'FR' }).telephone, undefined, 'its own prefix names its country');
  assert.is(errorsWith({ telephone: '612 34 56 78', pays: 'ES' }).telephone, undefined, 'any country the library knows');
  assert.is(errorsWith({ telephone: '+971 50 123 4567', pays: 'FR' }).telephone, undefined);
  assert.is(errorsWith({ pays: 'ZZ' }).pays, MESSAGES.pays);
});

const params = suite('what the forms send');

params('the contact e-mail gets exactly the nine parameters, empty optional ones as « Non renseigné »', () => {
  const result = parseContact({ ...valid, telephone: '06 12 34 56 78' });
  assert.ok(result.success);
  if (!result.success) return;
  const sent = contactTemplateParams(result.data, '14 octobre 2025 à 09:05');
  assert.equal(sent, {
    nom: 'Dupont',
    prenom: 'Jean',
    email: 'jean.dupont@exemple.fr',
    telephone: '+33612345678',
    projet: 'Terrain à Menton',
    budget: 'Non renseigné',
    typeClient: 'UN PROPRIÉTAIRE PRIVÉ',
    message: valid.message,
    dateEnvoi: '14 octobre 2025 à 09:05',
  });
  assert.is(NOT_PROVIDED, 'Non renseigné');
  const bare = parseContact(valid);
  assert.ok(bare.success);
  if (bare.success) assert.is(contactTemplateParams(bare.data, '').telephone, 'Non renseigné');
});

params('a number is sent in E.164, whatever the visitor typed', () => {
  const send = (telephone: string, pays: string) => {
    const r = parseContact({ ...valid, telephone, pays });
    assert.ok(r.success, `${telephone} ${pays}`);
    return r.success ? contactTemplateParams(r.data, '').telephone : '';
  };
  assert.is(send('0612345678', 'FR'), '+33612345678');
  assert.is(send('0033 6 12 34 56 78', 'FR'), '+33612345678');
  assert.is(send('93.15.20.00', 'MC'), '+37793152000');
  assert.is(send('(201) 555-0123', 'US'), '+12015550123');
  assert.is(send('+44 20 7946 0958', 'FR'), '+442079460958');
  assert.is(send('612 34 56 78', 'ES'), '+34612345678');
  assert.is(send('+971 50 123 4567', 'FR'), '+971501234567');
});

params('dates read the French way, in Menton’s time', () => {
  assert.is(frenchDateTime(new Date('2025-10-14T07:05:00Z')), '14 octobre 2025 à 09:05');
  assert.is(frenchDateTime(new Date('2025-01-01T10:30:00Z')), '1er janvier 2025 à 11:30');
  assert.is(frenchDateTime(new Date('2025-08-25T21:59:00Z')), '25 août 2025 à 23:59');
});

params('a subscription sends the address, the date, where it came from and no IP address', () => {
  assert.equal(newsletterTemplateParams('jean@exemple.fr', new Date('2025-03-15T16:45:00Z')), {
    email: 'jean@exemple.fr',
    dateInscription: '15 mars 2025 à 17:45',
    source: NEWSLETTER_SOURCE,
    ipAddress: NEWSLETTER_IP,
  });
  assert.match(NEWSLETTER_SOURCE, /pied de page/i);
  assert.match(NEWSLETTER_IP, /non disponible/i);
});

schema.run();
params.run();
