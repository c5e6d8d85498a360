// Taro's Babel preset compiles src/ for both targets; jest's client project reuses it.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: false }]],
}
