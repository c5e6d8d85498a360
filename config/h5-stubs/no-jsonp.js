// Taro.request's JSONP transport (jsonp-retry): the product never asks for it; every call is a
// fetch to its own origin. Saying so beats shipping 12 KB of unused code at start-up.
export default function jsonpUnsupported() {
  return Promise.reject(new Error('JSONP is not supported by this app'))
}
