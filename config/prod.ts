import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // Extract CSS into files so the browser can cache it apart from the JS.
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>
