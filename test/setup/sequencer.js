// The order jest starts test files in: the slowest first, so that no long file starts last and runs
// alone while the other workers stand idle. Jest's own sequencer knows a file's duration only from
// earlier runs on this machine (its cache); on a clean clone it knows none and goes by file size,
// which once started a 40-second file last, alone on one core for half a minute. A file it has no
// duration for takes the one recorded in test/file-durations.json (seconds, from a full run:
// `npm run test:durations` rewrites it); a file in neither starts first, as jest does with files new to it.
const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default
const recorded = require('../file-durations.json')

const root = path.resolve(__dirname, '..', '..')

class SlowestFirst extends Sequencer {
  time(test) {
    const seconds = recorded[path.relative(root, test.path)]
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000)
  }
}

module.exports = SlowestFirst
