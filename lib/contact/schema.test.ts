import { validateYupSchema, yupToFormErrors } from 'formik';

import {
  CONTACT_MESSAGES,
  contactSchema,
  EMPTY_CONTACT,
  FIELD_LIMITS,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './schema';

const VALID: ContactValues = {
  name: 'Ana Pérez',
  email: 'ana@correo.example',
  subject: 'Renta',
  message: 'Hola.\nGracias.',
};

/** The browser's path: Formik runs the same schema through its own yup adapter. */
async function formikErrors(values: ContactValues, lang: 'es' | 'en'): Promise<ContactErrors> {
  try {
    await validateYupSchema(values, contactSchema(lang));
    return {};
  } catch (error) {
    return yupToFormErrors(error) as ContactErrors;
  }
}

const serverErrors = (values: Record<string, unknown>, lang: 'es' | 'en'): ContactErrors => {
  const result = validateContact(values, lang);
  return result.ok ? {} : result.errors;
};

describe('messages (spec section 5)', () => {
  it('English: the spec’s English messages verbatim, the Spanish ones translated', () => {
    expect(CONTACT_MESSAGES.en.required).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Please write the subject of the message.',
      message: 'Please write the message.',
    });
    expect(CONTACT_MESSAGES.en.emailFormat).toBe('Entered value does not match email format');
  });

  it('Spanish: the spec’s Spanish messages verbatim, the English ones translated', () => {
    expect(CONTACT_MESSAGES.es.required).toEqual({
      name: 'El nombre es obligatorio.',
      email: 'El correo electrónico es obligatorio.',
      subject: 'Por favor escriba el asunto del mensaje.',
      message: 'Por favor escriba el mensaje.',
    });
    expect(CONTACT_MESSAGES.es.emailFormat).toBe(
      'El valor ingresado no coincide con el formato de correo electrónico.',
    );
  });
});

describe.each(['es', 'en'] as const)('the shared schema in %s, browser (Formik) and server alike', (lang) => {
  const m = CONTACT_MESSAGES[lang];
  const both = async (values: ContactValues, expected: ContactErrors) => {
    expect(await formikErrors(values, lang)).toEqual(expected);
    expect(serverErrors(values, lang)).toEqual(expected);
  };

  it('accepts a complete message', async () => {
    await both(VALID, {});
  });

  it('requires every field, each with its own message on its own field', async () => {
    await both(EMPTY_CONTACT, m.required);
  });

  it('treats whitespace as empty', async () => {
    await both({ name: '   ', email: ' ', subject: '\n', message: ' \n ' }, m.required);
  });

  it.each([
    'ana',
    'ana@',
    '@correo.example',
    'ana@correo',
    'ana@@correo.example',
    'ana perez@correo.example',
    'ana@correo..example',
  ])('rejects the e-mail %p with the format message', async (email) => {
    await both({ ...VALID, email }, { email: m.emailFormat });
  });

  it.each(['ana@correo.example', 'ana.perez+plaza@sub.correo.example', 'ANA@CORREO.MX'])(
    'accepts the e-mail %p',
    async (email) => {
      await both({ ...VALID, email }, {});
    },
  );

  it.each(Object.entries(FIELD_LIMITS))('limits %s to %i characters', async (field, max) => {
    const filler = (length: number) =>
      field === 'email' ? `${'a'.repeat(length - 15)}@correo.example` : 'ñ'.repeat(length);
    await both({ ...VALID, [field]: filler(max) }, {});
    await both({ ...VALID, [field]: filler(max + 1) }, { [field]: m.tooLong(max, max + 1) });
  });

  it('says the limit and how far over it a text is, in both languages', () => {
    expect(serverErrors({ ...VALID, message: 'x'.repeat(5012) }, 'en').message).toBe(
      'Please use at most 5000 characters: this has 5012, 12 too many',
    );
    expect(serverErrors({ ...VALID, subject: 'x'.repeat(201) }, 'es').subject).toBe(
      'Por favor use como máximo 200 caracteres: este tiene 201, 1 de más.',
    );
  });

  // Each of these shows differently from what it says, or breaks a line in a header.
  const INVISIBLE = [
    '\u2028',
    '\u2029',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200B',
    '\u200E',
    '\u200F',
    '\u061C',
    '\uFEFF',
    '\u2060',
  ];
  it.each(INVISIBLE.map((char) => [`U+${char.codePointAt(0)!.toString(16).toUpperCase()}`, char]))(
    'refuses %s in the name and the subject, anywhere in them, with a clear message',
    async (_name, char) => {
      await both(
        { ...VALID, name: `${char}gnp.exe`, subject: `Hola${char}` },
        { name: m.invisibleCharacters, subject: m.invisibleCharacters },
      );
      expect(serverErrors({ ...VALID, name: `Ana${char}` }, 'es').name).toBe(
        'Por favor quite los caracteres invisibles o de dirección del texto de este campo (pueden ocultar lo que dice el texto).',
      );
    },
  );

  it('keeps Unicode line separators in the message as line breaks and drops direction overrides', () => {
    const result = validateContact(
      { ...VALID, message: 'Uno\u2028Dos\u2029Tres \u202Egnp.exe\u202C y \u2067x\u2069' },
      'en',
    );
    expect(result).toEqual({ ok: true, values: { ...VALID, message: 'Uno\nDos\nTres gnp.exe y x' } });
  });

  it('keeps zero-width joiners (emoji sequences, several scripts)', async () => {
    await both({ ...VALID, name: 'Familia 👨\u200D👩\u200D👧', subject: 'می\u200Cخواهم' }, {});
  });

  it('rejects control characters, and line breaks outside the message', async () => {
    await both(
      { ...VALID, name: 'Ana\u0000', subject: 'Hola\r\nBcc: x@y.example', message: 'Hola\u0007' },
      {
        name: m.forbiddenCharacters,
        subject: m.forbiddenCharacters,
        message: m.forbiddenCharacters,
      },
    );
    await both({ ...VALID, name: 'Ana\u000b' }, { name: m.forbiddenCharacters });
    await both({ ...VALID, subject: 'Hola\u0085' }, { subject: m.forbiddenCharacters });
    await both({ ...VALID, name: 'Ana \ud800' }, { name: m.forbiddenCharacters });
  });

  it('allows line breaks and tabs in the message, accents and emoji everywhere', async () => {
    await both(
      {
        name: 'Ñandú Güemes 🌵',
        email: VALID.email,
        subject: '¿Horario?',
        message: 'Línea 1\r\n\tLínea 2\n😀',
      },
      {},
    );
  });
});

describe('server-only checks on untrusted input', () => {
  it('returns trimmed values with one kind of line break', () => {
    expect(
      validateContact(
        { name: '  Ana ', email: ' ana@correo.example ', subject: ' Hola ', message: ' a\r\nb\rc \n' },
        'es',
      ),
    ).toEqual({
      ok: true,
      values: { name: 'Ana', email: 'ana@correo.example', subject: 'Hola', message: 'a\nb\nc' },
    });
  });

  it.each([42, true, ['Ana'], { first: 'Ana' }])('refuses %p as a name: only strings are text', (name) => {
    expect(serverErrors({ ...VALID, name }, 'en')).toEqual({ name: CONTACT_MESSAGES.en.notText });
    expect(serverErrors({ ...VALID, name }, 'es')).toEqual({ name: CONTACT_MESSAGES.es.notText });
  });

  it('reads a missing or null field as empty', () => {
    expect(serverErrors({ name: null, email: 'ana@correo.example', subject: 'x' }, 'en')).toEqual({
      name: 'Name is required',
      message: 'Please write the message.',
    });
  });

  it('ignores fields it does not know', () => {
    expect(validateContact({ ...VALID, admin: true, website: '' }, 'en')).toEqual({
      ok: true,
      values: VALID,
    });
  });
});
