import { Image, type ImageProps } from '@tarojs/components'

/** An Image with its text alternative ('' for a picture the text beside it already describes). */
export interface PictureProps extends Omit<ImageProps, 'nativeProps'> {
  alt: string
  'data-testid'?: string
}

/**
 * Taro's H5 Image (components-react, config/index.ts) wraps an <img> that takes its attributes from
 * `imgProps`, which Taro's types leave out; the mini-program's image has no alt and ignores it.
 */
export function Picture({ alt, ...props }: PictureProps) {
  const img = { imgProps: { alt } } as Record<string, unknown>
  return <Image {...props} {...img} />
}
