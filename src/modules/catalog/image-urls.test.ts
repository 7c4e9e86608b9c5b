import { describe, expect, it } from 'vitest'
import { responsiveImage } from './image-urls.ts'

describe('responsive images', () => {
  it("give an upload every stored width and the page's sizes", () => {
    const url = '/uploads/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d-800.webp'
    expect(responsiveImage(url, '150px')).toEqual({
      srcSet:
        '/uploads/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d-400.webp 400w, /uploads/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d-800.webp 800w, /uploads/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d-1600.webp 1600w',
      sizes: '150px',
    })
  })

  it('give a drawn sample image neither: sizes without srcset is invalid HTML', () => {
    expect(responsiveImage('/images/products/dell-xps-14-1.svg', '150px')).toEqual({})
  })
})
