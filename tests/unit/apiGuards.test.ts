import { describe, expect, it } from 'vitest'

import { readableErrorName, readableErrors } from '@/cms/hooks/readableErrors'
import { invalidWherePath } from '@/cms/validation/where'
import { apiLanguage } from '@/cms/validation/restRequest'
import { MAX_JSON_DEPTH, screenJson } from '@/lib/api/screen'
import { validFetchArguments, validFormActionFields } from '@/lib/forms/gate'

describe('readable error names', () => {
  it('keeps Payload’s and the platform’s names and replaces a minified one by its status', () => {
    expect(readableErrorName({ name: 'ValidationError', status: 400 })).toBe('ValidationError')
    expect(readableErrorName({ name: 'SyntaxError' })).toBe('SyntaxError')
    // the production build: `this.name = this.constructor.name` of a minified class
    expect(readableErrorName({ name: 'l', status: 403 })).toBe('Forbidden')
    expect(readableErrorName({ name: 'l', status: 404 })).toBe('NotFound')
    expect(readableErrorName({ name: 'a', status: 400, data: { errors: [{ path: 'title' }] } })).toBe('ValidationError')
    expect(readableErrorName({ name: 'eE' })).toBe('InternalServerError')
  })

  it('puts them into GraphQL and REST answers, with the invalid fields the REST formatter lost', async () => {
    const context = { context: {}, req: {} as never }
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), { originalError: { name: 'l', status: 403 } })
    expect(await readableErrors({ ...context, error: forbidden, graphqlResult: { message: forbidden.message, extensions: { name: 'l', statusCode: 403 } } })).toEqual({
      graphqlResult: { message: forbidden.message, extensions: { name: 'Forbidden', statusCode: 403 } },
    })
    const data = { collection: 'events', errors: [{ path: 'title', message: 'This value has the wrong type.' }] }
    const invalid = Object.assign(new Error('The following field is invalid: title'), { name: 'a', status: 400, data })
    // what Payload's formatErrors answers when `instanceof ValidationError` fails across chunks
    expect(await readableErrors({ ...context, error: invalid, result: { errors: [{ message: invalid.message }] } })).toEqual({
      response: { errors: [{ name: 'ValidationError', data, message: invalid.message }] },
    })
    // an APIError whose class name the build emptied: formatErrors says "An unknown error occurred."
    const paging = Object.assign(new Error('limit and page must be whole numbers (page from 1).'), { name: '', status: 400 })
    expect(await readableErrors({ ...context, error: paging, result: { errors: [{ message: 'An unknown error occurred.' }] } })).toEqual({
      response: { errors: [{ message: paging.message }] },
    })
    // a server error stays as Payload words it
    expect(await readableErrors({ ...context, error: new Error('secret detail'), result: { errors: [{ message: 'Something went wrong.' }] } })).toBeUndefined()
  })
})

describe('JSON bodies', () => {
  it('says what is wrong: syntax, depth, characters, root', () => {
    expect(screenJson('{"a":1}', { root: 'object' })).toEqual({ ok: true, value: { a: 1 } })
    expect(screenJson('{not json')).toEqual({ ok: false, problem: 'syntax' })
    expect(screenJson(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toEqual({ ok: false, problem: 'depth' })
    expect(screenJson(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`).ok).toBe(true)
    expect(screenJson('{"title":"a\\u0000b"}')).toEqual({ ok: false, problem: 'characters' })
    expect(screenJson('{"t\\ud800":1}')).toEqual({ ok: false, problem: 'characters' })
    for (const root of ['null', '"x"', '5', '[]']) expect(screenJson(root, { root: 'object' })).toEqual({ ok: false, problem: 'root' })
  })

  it('answers in Czech only when asked for', () => {
    expect(apiLanguage(new Headers())).toBe('en')
    expect(apiLanguage(new Headers({ 'accept-language': 'de-DE,de;q=0.9' }))).toBe('en')
    expect(apiLanguage(new Headers({ 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' }))).toBe('cs')
    expect(apiLanguage(new Headers({ cookie: 'a=b; payload-lng=cs', 'accept-language': 'en' }))).toBe('cs')
  })
})

describe('where conditions', () => {
  const fields = [
    { name: 'title', type: 'text' },
    { name: 'startsAt', type: 'date' },
    { name: 'capacity', type: 'number' },
    { name: 'open', type: 'checkbox' },
    { name: 'space', type: 'relationship', relationTo: 'spaces' },
    { name: '_status', type: 'select', options: [{ label: 'Draft', value: 'draft' }, { label: 'Published', value: 'published' }] },
  ] as never
  const check = (where: unknown) => invalidWherePath(where, fields, () => [], ['cs', 'en'])

  it('takes what the database can evaluate', () => {
    expect(check({ id: { equals: '12' } })).toBeNull()
    expect(check({ or: [{ title: { like: 'x' } }, { and: [{ capacity: { greater_than: '5' } }, { open: { equals: 'true' } }] }] })).toBeNull()
    expect(check({ id: { in: '1,2,3' }, startsAt: { less_than: '2030-01-01' }, space: { exists: true } })).toBeNull()
    expect(check({ 'space.name': { equals: 'x' }, unknown: { equals: 'x' } })).toBeNull()
    expect(check({ _status: { equals: 'published' } })).toBeNull()
    expect(check({ _status: { in: 'draft,published' } })).toBeNull()
  })

  it('names the first condition it cannot', () => {
    expect(check({ id: { equals: 'abc' } })).toBe('id')
    expect(check({ id: { in: [99999999999] } })).toBe('id')
    expect(check({ startsAt: { equals: 'x' } })).toBe('startsAt')
    expect(check({ title: { near: 'x' } })).toBe('title')
    expect(check({ title: { equals: 'a\u0000' } })).toBe('title')
    expect(check({ open: { equals: 'x' } })).toBe('open')
    expect(check({ or: 'x' })).toBe('or')
    // A select is an enum on PostgreSQL: a value that is no option fails the query there.
    expect(check({ _status: { equals: '🏢' } })).toBe('_status')
    expect(check({ _status: { in: 'draft,x' } })).toBe('_status')
    expect(check({ _status: { like: 'pub' } })).toBe('_status')
    expect(check('x')).toBe('where')
  })
})

describe('server action calls', () => {
  it('takes the arguments the forms send and refuses what React cannot decode', () => {
    expect(validFetchArguments('[{"status":"idle"},"$K1"]')).toBe(true)
    expect(validFetchArguments('["cs",{"tag":"workshop"},2]')).toBe(true)
    expect(validFetchArguments('[{"values":{"name":"$$5"}},"$u","$D2030-01-01T00:00:00.000Z"]')).toBe(true)
    // a form's state after an invalid post without JavaScript, as the server writes it into the page
    expect(validFetchArguments('[{"status":"invalid","formError":"forms.invalid","retryAfterSec":"$undefined","values":{"name":""}}]')).toBe(true)
    for (const body of ['hello', '{"a":1}', '"x"', 'null', '["$h1"]', '["$Q1"]', '["$@1"]', '["$1"]', '["$n1.5"]', `${'['.repeat(40)}${']'.repeat(40)}`]) {
      expect(validFetchArguments(body), body).toBe(false)
    }
  })

  it('checks the action fields of a post without JavaScript', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [k, v] of Object.entries(fields)) data.append(k, v)
      return data
    }
    const id = '60c4e7910493f6eb7be2d4c3198c5b66c07a0e77b3'
    expect(validFormActionFields(form({ name: 'Jan' }))).toBe(true)
    expect(validFormActionFields(form({ $ACTION_REF_1: '', '$ACTION_1:0': `{"id":"${id}","bound":"$@1"}`, '$ACTION_1:1': '[{"status":"idle"}]', $ACTION_KEY: 'k1' }))).toBe(true)
    expect(validFormActionFields(form({ [`$ACTION_ID_${id}`]: '', token: 'x' }))).toBe(true)
    for (const [descriptor, bound] of [
      [`{"id":"${id}",bound`, '[]'],
      [`{"id":"${id}","bound":"x"}`, '[]'],
      [`{"id":"${id}","bound":5}`, '[]'],
      [`{"id":"${id}","bound":"$@9"}`, '[]'],
      [`{"id":5,"bound":null}`, '[]'],
      [`{"id":"${id}","bound":"$@1"}`, '[{'],
      [`{"id":"${id}","bound":"$@1"}`, '{"status":"idle"}'],
      [`{"id":"${id}","bound":"$@1"}`, '["$h1"]'],
    ]) {
      expect(validFormActionFields(form({ $ACTION_REF_1: '', '$ACTION_1:0': descriptor, '$ACTION_1:1': bound })), `${descriptor} ${bound}`).toBe(false)
    }
    expect(validFormActionFields(form({ $ACTION_REF_1: '' }))).toBe(false)
  })
})
