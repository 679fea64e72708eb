// Rodinia-style k-means assignment: each point finds its nearest centre.
// FLT_MAX comes from the OpenCL headers.
__kernel void kmeans_assign(__global const float *features,
                            __global const float *clusters,
                            __global int *membership, int npoints,
                            int nclusters, int nfeatures) {
  int point_id = get_global_id(0);
  if (point_id >= npoints)
    return;
  int index = 0;
  float min_dist = FLT_MAX;
  for (int i = 0; i < nclusters; i++) {
    float dist = 0.0f;
    for (int l = 0; l < nfeatures; l++) {
      float diff = features[l * npoints + point_id] -
                   clusters[i * nfeatures + l];
      dist += diff * diff;
    }
    if (dist < min_dist) {
      min_dist = dist;
      index = i;
    }
  }
  membership[point_id] = index;
}
