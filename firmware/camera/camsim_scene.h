#ifndef LOOPSCOPE_CAMSIM_SCENE_H
#define LOOPSCOPE_CAMSIM_SCENE_H
/*
 * The simulated scene and its cameras (geometry in README.md): a row of
 * pinhole cameras looking along +Z, camera k at X = k x baseline, and in front
 * of them a random-dot textured wall at Z = 4 m and an orange ball moving in 3D.
 * Coordinates in metres in camera 0's frame: x right, y down, z forward.
 */
#include "camsim_frame.h"
#include "camsim_options.h"

#include <stdint.h>

#define CAMSIM_BASELINE_M 0.1
#define CAMSIM_FOCAL_PX_AT_1080P 1000.0
#define CAMSIM_WALL_Z_M 4.0
#define CAMSIM_BALL_RADIUS_M 0.06
#define CAMSIM_BALL_RGB 255, 96, 0

typedef struct camsim_point
{
    double x, y, z;
} camsim_point;

typedef struct camsim_scene
{
    unsigned width, height, camera_count;
    double focal_px;          /* f = 1000 px x height / 1080 */
    double cx, cy;            /* principal point: the frame centre */
    uint8_t *background[CAMSIM_MAX_CAMERAS]; /* I420, packed planes, one per camera */
    camsim_yuv ball_colour;
} camsim_scene;

/* Renders every camera's view of the wall once. Returns 0, or -1 (out of memory). */
int camsim_scene_init(camsim_scene *scene, unsigned width, unsigned height, unsigned camera_count);
void camsim_scene_free(camsim_scene *scene);

/* Centre of the ball at scene time t (seconds since the start). */
camsim_point camsim_scene_ball_at(double t_s);

/* Pixel position (u right, v down; pixel centres at +0.5) of a point seen by camera k. */
void camsim_scene_project(const camsim_scene *scene, unsigned camera, camsim_point point, double *u, double *v);

/* Draws camera `camera`'s view: the wall, then the ball at `ball`. */
void camsim_scene_render(const camsim_scene *scene, unsigned camera, camsim_point ball, camsim_frame *frame);

#endif
