// Rodinia-style BFS expansion: the graph's nodes are structs holding the
// start and the number of their edges.
typedef struct {
  int starting;
  int no_of_edges;
} Node;

__kernel void bfs_expand(__global const Node *g_graph_nodes,
                         __global const int *g_graph_edges,
                         __global char *g_graph_mask,
                         __global char *g_updating_graph_mask,
                         __global const char *g_graph_visited,
                         __global int *g_cost, int no_of_nodes) {
  int tid = get_global_id(0);
  if (tid < no_of_nodes && g_graph_mask[tid]) {
    g_graph_mask[tid] = 0;
    int start = g_graph_nodes[tid].starting;
    int end = start + g_graph_nodes[tid].no_of_edges;
    for (int i = start; i < end; i++) {
      int id = g_graph_edges[i];
      if (!g_graph_visited[id]) {
        g_cost[id] = g_cost[tid] + 1;
        g_updating_graph_mask[id] = 1;
      }
    }
  }
}
