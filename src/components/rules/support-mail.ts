// The address customer service answers, shown on the rules page and on /my.
export const SUPPORT_MAIL = 'support@growthradar.demo'
