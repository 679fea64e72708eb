// An SDK-style image file with several kernels: the host launches only the
// grayscale conversion and the box blur; the others are kept for later.
__kernel void to_gray(__global const float *rgb, __global float *gray,
                      int width, int height) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < width && y < height) {
    int p = y * width + x;
    gray[p] = 0.299f * rgb[3 * p] + 0.587f * rgb[3 * p + 1] +
              0.114f * rgb[3 * p + 2];
  }
}

__kernel void box_blur(__global const float *in, __global float *out,
                       int width, int height) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x >= 1 && y >= 1 && x < width - 1 && y < height - 1) {
    float s = 0.0f;
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++)
        s += in[(y + dy) * width + (x + dx)];
    out[y * width + x] = s / 9.0f;
  }
}

__kernel void invert(__global float *img, int npixels) {
  int i = get_global_id(0);
  if (i < npixels)
    img[i] = 1.0f - img[i];
}

__kernel void threshold_img(__global const float *in, __global uchar *mask,
                            float level, int npixels) {
  int i = get_global_id(0);
  if (i < npixels)
    mask[i] = in[i] > level ? 255 : 0;
}
