/**
 * The countries checkout offers: every officially assigned ISO 3166-1 alpha-2 code (249), named in
 * English by `Intl.DisplayNames`. An order stores the code; the name is for people. The spec's
 * three sample countries (United States, United Kingdom, Canada) are US, GB and CA.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ ' +
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ ' +
  'LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA ' +
  'RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ ' +
  'VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

/** The spec's three sample countries, by the names stored on orders placed before codes. */
export const SAMPLE_COUNTRIES = { 'United States': 'US', 'United Kingdom': 'GB', Canada: 'CA' }

export interface CountryOption {
  code: string
  name: string
}

let options: readonly CountryOption[] | null = null
let byKey: Map<string, string> | null = null

/** Every country as `{ code, name }`, sorted by its English name (built once, on first use). */
export function countryOptions(): readonly CountryOption[] {
  if (!options) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })
    options = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    )
  }
  return options
}

/** Code and English name, lower-cased, to the code. */
function lookup(): Map<string, string> {
  if (!byKey) {
    byKey = new Map()
    for (const { code, name } of countryOptions()) {
      byKey.set(code.toLowerCase(), code)
      byKey.set(name.toLowerCase(), code)
    }
    for (const [name, code] of Object.entries(SAMPLE_COUNTRIES)) byKey.set(name.toLowerCase(), code)
  }
  return byKey
}

/**
 * The ISO 3166-1 alpha-2 code for a code or an English country name (any case), or null. Orders
 * placed before codes hold the sample names ('United States'), which read as their codes.
 */
export function countryCode(value: string): string | null {
  return lookup().get(value.trim().toLowerCase()) ?? null
}

/** The English name of a country code; anything else (an unknown value) is shown as it is. */
export function countryName(value: string): string {
  const code = countryCode(value)
  return countryOptions().find((c) => c.code === code)?.name ?? value
}
