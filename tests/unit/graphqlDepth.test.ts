import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'

import { depthLimit } from '@/cms/validation/graphqlDepth'

const schema = buildSchema(`
  type Node { name: String, child: Node }
  type Query { root: Node }
`)

const nested = (levels: number) => `{ root ${'{ child '.repeat(levels - 1)}{ name }${' }'.repeat(levels - 1)} }`

describe('GraphQL depth limit', () => {
  it('accepts a query at the limit', () => {
    expect(validate(schema, parse(nested(3)), [depthLimit(4)])).toEqual([])
  })

  it('refuses a deeper query with a clear message', () => {
    const errors = validate(schema, parse(nested(5)), [depthLimit(4)])
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toMatch(/nested 6 levels deep; at most 4/)
  })

  it('counts depth through fragments', () => {
    const query = `
      query { root { ...Deep } }
      fragment Deep on Node { child { child { child { name } } } }
    `
    expect(validate(schema, parse(query), [depthLimit(4)])).toHaveLength(1)
    expect(validate(schema, parse(query), [depthLimit(5)])).toEqual([])
  })
})
