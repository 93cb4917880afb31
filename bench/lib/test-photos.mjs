/**
 * Photos for the picture bench and tests, made at run time and never committed: a camera-like
 * JPEG — soft light and a few blurred shapes in colour, under the sensor grain that makes a
 * real photo cost megabytes — from a seed, so the same seed gives the same photo.
 */
import sharp from "sharp";

function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** The scene without grain, drawn small (it is all soft edges) and scaled up by sharp. */
function scene(width, height, next) {
  const base = [120 + next() * 120, 90 + next() * 120, 60 + next() * 120];
  const shapes = Array.from({ length: 6 }, () => ({
    x: next() * width,
    y: next() * height,
    r: (0.1 + next() * 0.3) * Math.min(width, height),
    colour: [next() * 255, next() * 255, next() * 255],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 0.6 + 0.4 * (1 - y / height) * (0.5 + 0.5 * Math.sin((x / width) * Math.PI));
      const rgb = base.map((value) => value * light);
      for (const shape of shapes) {
        const d = Math.hypot(x - shape.x, y - shape.y) / shape.r;
        if (d < 1) for (let c = 0; c < 3; c++) rgb[c] += (shape.colour[c] - rgb[c]) * (1 - d * d) * 0.8;
      }
      pixels.set(
        rgb.map((value) => Math.max(0, Math.min(255, value))),
        (y * width + x) * 3,
      );
    }
  }
  return pixels;
}

/**
 * A JPEG of `width` × `height`. `grain` (the noise's standard deviation) sets the file size:
 * 3000 × 3000 at grain 11 is about 3 MB.
 */
export async function makePhoto({ width = 3000, height = 3000, seed = 1, grain = 11, quality = 92 } = {}) {
  const next = random(seed);
  const small = { width: Math.ceil(width / 10), height: Math.ceil(height / 10) };
  const soft = await sharp(scene(small.width, small.height, next), { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: grain } },
  })
    .raw()
    .toBuffer();
  // Grain around the scene: each channel moved by the noise's distance from its mean.
  for (let i = 0; i < soft.length; i++) soft[i] = Math.max(0, Math.min(255, soft[i] + noise[i] - 128));
  return sharp(soft, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
