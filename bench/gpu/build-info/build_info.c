/* Builds an OpenCL C file on one device and prints what the driver says of
 * it: the build log (with -cl-nv-verbose on NVIDIA's platform, whose log
 * then gives registers, spills and shared memory per kernel) and, per
 * kernel, CL_KERNEL_WORK_GROUP_SIZE, local and private memory.
 *
 * usage: build_info DEVICE FILE.cl [BUILD_OPTIONS]
 * DEVICE numbers the devices of all platforms in order, as clopt does.
 * With BUILD_INFO_BINARY=PATH in the environment, the program binary (PTX
 * text on NVIDIA's platform) is also written to PATH. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(E)                                                               \
  do {                                                                         \
    cl_int Err_ = (E);                                                         \
    if (Err_ != CL_SUCCESS) {                                                  \
      fprintf(stderr, "%s: error %d\n", #E, Err_);                             \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static cl_device_id pickDevice(int Want, cl_platform_id *Platform) {
  cl_platform_id Platforms[16];
  cl_uint NumPlatforms = 0;
  CHECK(clGetPlatformIDs(16, Platforms, &NumPlatforms));
  int Index = 0;
  for (cl_uint P = 0; P < NumPlatforms; ++P) {
    cl_device_id Devices[16];
    cl_uint NumDevices = 0;
    if (clGetDeviceIDs(Platforms[P], CL_DEVICE_TYPE_ALL, 16, Devices, &NumDevices))
      continue;
    for (cl_uint D = 0; D < NumDevices; ++D, ++Index)
      if (Index == Want) {
        *Platform = Platforms[P];
        return Devices[D];
      }
  }
  fprintf(stderr, "no device %d\n", Want);
  exit(1);
}

static char *readFile(const char *Path) {
  FILE *F = fopen(Path, "rb");
  if (!F) {
    perror(Path);
    exit(1);
  }
  fseek(F, 0, SEEK_END);
  long Size = ftell(F);
  rewind(F);
  char *Text = malloc(Size + 1);
  if (fread(Text, 1, Size, F) != (size_t)Size) {
    perror(Path);
    exit(1);
  }
  Text[Size] = 0;
  fclose(F);
  return Text;
}

static void writeBinary(cl_program Program, const char *Path) {
  size_t Size = 0;
  CHECK(clGetProgramInfo(Program, CL_PROGRAM_BINARY_SIZES, sizeof Size, &Size, NULL));
  unsigned char *Binary = malloc(Size);
  CHECK(clGetProgramInfo(Program, CL_PROGRAM_BINARIES, sizeof Binary, &Binary, NULL));
  FILE *F = fopen(Path, "wb");
  if (!F || fwrite(Binary, 1, Size, F) != Size || fclose(F) != 0) {
    perror(Path);
    exit(1);
  }
  free(Binary);
}

int main(int Argc, char **Argv) {
  if (Argc < 3) {
    fprintf(stderr, "usage: build_info DEVICE FILE.cl [BUILD_OPTIONS]\n");
    return 2;
  }
  cl_platform_id Platform;
  cl_device_id Device = pickDevice(atoi(Argv[1]), &Platform);
  char PlatformName[256] = "", DeviceName[256] = "";
  clGetPlatformInfo(Platform, CL_PLATFORM_NAME, sizeof PlatformName, PlatformName, NULL);
  clGetDeviceInfo(Device, CL_DEVICE_NAME, sizeof DeviceName, DeviceName, NULL);
  char Options[4096];
  snprintf(Options, sizeof Options, "%s%s", Argc > 3 ? Argv[3] : "",
           strstr(PlatformName, "NVIDIA") ? " -cl-nv-verbose" : "");
  printf("device: %s (%s)\nfile: %s\noptions: %s\n", DeviceName, PlatformName, Argv[2], Options);

  cl_int Err;
  cl_context Context = clCreateContext(NULL, 1, &Device, NULL, NULL, &Err);
  CHECK(Err);
  const char *Source = readFile(Argv[2]);
  cl_program Program = clCreateProgramWithSource(Context, 1, &Source, NULL, &Err);
  CHECK(Err);
  cl_int Built = clBuildProgram(Program, 1, &Device, Options, NULL, NULL);
  size_t LogSize = 0;
  clGetProgramBuildInfo(Program, Device, CL_PROGRAM_BUILD_LOG, 0, NULL, &LogSize);
  char *Log = malloc(LogSize + 1);
  clGetProgramBuildInfo(Program, Device, CL_PROGRAM_BUILD_LOG, LogSize, Log, NULL);
  Log[LogSize] = 0;
  printf("build log:\n%s\n", Log);
  if (Built != CL_SUCCESS) {
    printf("build failed: %d\n", Built);
    return 1;
  }
  const char *BinaryPath = getenv("BUILD_INFO_BINARY");
  if (BinaryPath && *BinaryPath)
    writeBinary(Program, BinaryPath);
  cl_kernel Kernels[32];
  cl_uint NumKernels = 0;
  CHECK(clCreateKernelsInProgram(Program, 32, Kernels, &NumKernels));
  for (cl_uint K = 0; K < NumKernels; ++K) {
    char Name[256] = "";
    size_t WorkGroup = 0, Multiple = 0;
    cl_ulong LocalMem = 0, PrivateMem = 0;
    clGetKernelInfo(Kernels[K], CL_KERNEL_FUNCTION_NAME, sizeof Name, Name, NULL);
    clGetKernelWorkGroupInfo(Kernels[K], Device, CL_KERNEL_WORK_GROUP_SIZE, sizeof WorkGroup,
                             &WorkGroup, NULL);
    clGetKernelWorkGroupInfo(Kernels[K], Device, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                             sizeof Multiple, &Multiple, NULL);
    clGetKernelWorkGroupInfo(Kernels[K], Device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof LocalMem,
                             &LocalMem, NULL);
    clGetKernelWorkGroupInfo(Kernels[K], Device, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof PrivateMem,
                             &PrivateMem, NULL);
    printf("kernel %s: work_group_size %zu, preferred_multiple %zu, local_mem %llu, "
           "private_mem %llu\n",
           Name, WorkGroup, Multiple, (unsigned long long)LocalMem,
           (unsigned long long)PrivateMem);
  }
  return 0;
}
