import { buildApiUrl } from '../../../src/api/urls'

// search URLs say sortby=sales where the screens say sale, and turn desc into asc=0 (descending) or asc=1
test.each([
  ['search', { word: '露营', sortby: 'sale', desc: true }, '/api/search?word=%E9%9C%B2%E8%90%A5&sortby=sales&asc=0'],
  ['search', { word: 'tent', sortby: 'sale', desc: false }, '/api/search?word=tent&sortby=sales&asc=1'],
  ['list_gamazon', { cid: 3760911, sortby: 'price', desc: 1 }, '/api/list_gamazon?cid=3760911&sortby=price&asc=0'],
  ['search', { word: 'tent', page: 2 }, '/api/search?word=tent&page=2'],
  ['ecommerce', { plat: 'all', sortby: 'sale', desc: true }, '/api/ecommerce?plat=all&sortby=sale&desc=true'],
  ['cloud', { word: 'a', cid: '', ts: undefined }, '/api/cloud?word=a'],
  ['word', {}, '/api/word'],
] as const)('%s %j → %s', (endpoint, params, url) => {
  expect(buildApiUrl(endpoint, params)).toBe(url)
})
