// SDK-style n-body step: positions and velocities are float4, the
// accumulator starts from a vector literal.
__kernel void nbody_step(__global const float4 *pos, __global const float4 *vel,
                         __global float4 *newPos, __global float4 *newVel,
                         int numBodies, float deltaTime, float epsSqr) {
  int gid = get_global_id(0);
  if (gid >= numBodies)
    return;
  float4 myPos = pos[gid];
  float4 acc = (float4)(0.0f);
  for (int j = 0; j < numBodies; ++j) {
    float4 p = pos[j];
    float4 r = p - myPos;
    r.w = 0.0f;
    float distSqr = r.x * r.x + r.y * r.y + r.z * r.z;
    float invDist = 1.0f / sqrt(distSqr + epsSqr);
    float s = p.w * invDist * invDist * invDist;
    acc += s * r;
  }
  float4 oldVel = vel[gid];
  float4 np = myPos + oldVel * deltaTime + acc * 0.5f * deltaTime * deltaTime;
  np.w = myPos.w;
  newPos[gid] = np;
  newVel[gid] = oldVel + acc * deltaTime;
}
