import { describe, expect, it } from 'vitest'

import { isValidCzechAccount, isValidIban, isValidIco } from '@/lib/company/identifiers'
import { siteSettings as site } from '@/cms/seed/content/site'

describe('Czech identifiers in Site settings', () => {
  it('accepts real IČO and refuses a typo', () => {
    expect(isValidIco('45244782')).toBe(true) // Česká spořitelna
    expect(isValidIco('00064581')).toBe(true) // Hlavní město Praha
    expect(isValidIco('45244783')).toBe(false)
    expect(isValidIco('4524478')).toBe(false)
    expect(isValidIco('09871234')).toBe(false)
  })

  it('checks both parts of a Czech account number', () => {
    expect(isValidCzechAccount('19-2000145399/0800')).toBe(true)
    expect(isValidCzechAccount('2000145399/0800')).toBe(true)
    expect(isValidCzechAccount('19-2000145398/0800')).toBe(false)
    expect(isValidCzechAccount('18-2000145399/0800')).toBe(false)
    expect(isValidCzechAccount('2000145399')).toBe(false) // no bank code
    expect(isValidCzechAccount('2301234567/2010')).toBe(false)
  })

  it('checks an IBAN by mod 97, with or without spaces', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true)
    expect(isValidIban('cz6508000000192000145399')).toBe(true)
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isValidIban('CZ65 0800 0000 1920 0014 5398')).toBe(false)
    expect(isValidIban('CZ65 2010 0000 0023 0123 4567')).toBe(false)
    expect(isValidIban('CZ65 0800')).toBe(false)
  })

  it('seeds company data that passes its own checks', () => {
    const company = site.company as { ico: string }
    const bank = site.bank as { accountNumber: string; iban: string }
    expect(isValidIco(company.ico)).toBe(true)
    expect(isValidCzechAccount(bank.accountNumber)).toBe(true)
    expect(isValidIban(bank.iban)).toBe(true)
    // the IBAN names the same account
    expect(bank.iban.replace(/\s/g, '')).toBe(`CZ93${'2010'}${'000000'}${bank.accountNumber.split('/')[0]!.padStart(10, '0')}`)
  })
})
